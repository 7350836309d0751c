import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose real resolver (zod and the contract schema, ~27 KB gzip) is
 * imported on first use instead of with the form, so the form paints without it. The form starts the
 * import as it mounts (`preload`), so by the first submit or re-validation it is normally in; if not,
 * the resolver waits for it. Either way the rules and messages are the schema's own.
 */
export const lazyResolver = <TFieldValues extends FieldValues, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
) => {
  let loaded: Promise<Resolver<TFieldValues, unknown, TTransformed>> | undefined;
  const preload = () => (loaded ??= load());
  const resolver: Resolver<TFieldValues, unknown, TTransformed> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
};
