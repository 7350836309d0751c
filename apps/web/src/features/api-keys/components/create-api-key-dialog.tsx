import {
  type ApiKeyCreate,
  apiKeyCreate,
  type CreatedApiKeyView,
  permissionLabels,
  permissions,
} from '@oja/contracts';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-error';
import { useCreateApiKey } from '../api/api-keys';
import { SecretOnce } from './secret-once';

type Values = { name: string; scopes: string[] };

/** Name and scopes of a new key; once made, its secret, shown this once. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const form = useZodForm<Values, ApiKeyCreate>(apiKeyCreate, { defaultValues: { name: '', scopes: [] } });
  const made: CreatedApiKeyView | undefined = create.data;
  const close = (next: boolean) => {
    if (!next) {
      create.reset();
      form.reset();
    }
    onOpenChange(next);
  };
  const submit = (body: ApiKeyCreate) =>
    create.mutate(body, { onError: (error) => form.setServerErrors(error) });
  const failure = create.error instanceof ApiError && !create.error.handled ? create.error.message : null;
  const scopesError = form.formState.errors.scopes;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={made ? `“${made.name}” is ready` : 'Create an API key'}
      description={made ? undefined : 'The key acts in your business, only where its scopes allow.'}
      footer={
        made ? (
          <Button onClick={() => close(false)}>I have copied it</Button>
        ) : (
          <Button type="submit" form="create-api-key" isLoading={create.isPending}>
            Create key
          </Button>
        )
      }
    >
      {made ? (
        <SecretOnce secret={made.secret} />
      ) : (
        <Form id="create-api-key" form={form} onSubmit={submit}>
          <FormAlert>{failure}</FormAlert>
          <FormTextField form={form} name="name" label="Name" placeholder="e.g. Stock sync" maxLength={80} />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={scopesError ? 'scopes-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">Scopes</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {permissions.map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={scope}
                    {...form.register('scopes')}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
                  />
                  <span>
                    <span className="font-medium">{scope}</span>
                    <span className="block text-xs text-slate-600">{permissionLabels[scope]}</span>
                  </span>
                </label>
              ))}
            </div>
            {scopesError ? (
              <p id="scopes-error" className="text-xs font-medium text-red-700">
                {scopesError.message}
              </p>
            ) : null}
          </fieldset>
        </Form>
      )}
    </Dialog>
  );
}
