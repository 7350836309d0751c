import { MAX_VARIATION_OPTIONS, MAX_VARIATIONS } from '@oja/contracts';
import { Plus, Trash2, X } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { emptyOption, emptyVariation, type ProductForm } from './product-form-values';

const hidden = (text: string) => <span className="sr-only">{text}</span>;

function VariationOptions({ form, index }: { form: ProductForm; index: number }) {
  const { control, register, formState } = form;
  const options = useFieldArray({ control, name: `variation.${index}.options` });
  const errors = formState.errors.variation?.[index]?.options;
  const where = (option: number) => ` of variation ${index + 1}, option ${option + 1}`;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {options.fields.map((field, optionIndex) => (
          <li
            key={field.id}
            className="grid grid-cols-2 items-start gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[2fr_2fr_1fr_1.5fr_auto]"
          >
            <TextField
              label={<>Option{hidden(where(optionIndex))}</>}
              placeholder="e.g. Large"
              autoComplete="off"
              error={errors?.[optionIndex]?.value?.message}
              {...register(`variation.${index}.options.${optionIndex}.value`)}
            />
            <TextField
              label={<>SKU{hidden(where(optionIndex))}</>}
              placeholder="Optional"
              autoComplete="off"
              error={errors?.[optionIndex]?.sku?.message}
              {...register(`variation.${index}.options.${optionIndex}.sku`)}
            />
            <TextField
              label={<>Units{hidden(where(optionIndex))}</>}
              inputMode="numeric"
              autoComplete="off"
              error={errors?.[optionIndex]?.units?.message}
              {...register(`variation.${index}.options.${optionIndex}.units`)}
            />
            <Controller
              control={control}
              name={`variation.${index}.options.${optionIndex}.price`}
              render={({ field, fieldState }) => (
                <MoneyInput
                  label={<>Price{hidden(where(optionIndex))}</>}
                  placeholder="Same as product"
                  {...field}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Button
              variant="ghost"
              size="icon"
              className="self-end max-sm:col-span-2 max-sm:w-full"
              aria-label={`Remove option ${optionIndex + 1} of variation ${index + 1}`}
              disabled={options.fields.length === 1}
              onClick={() => options.remove(optionIndex)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {(errors?.root?.message ?? errors?.message) ? (
        <p className="text-xs font-medium text-red-700">{errors?.root?.message ?? errors?.message}</p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={options.fields.length >= MAX_VARIATION_OPTIONS}
        onClick={() => options.append(emptyOption())}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add option <span className="sr-only">to variation {index + 1}</span>
      </Button>
    </div>
  );
}

/** Variations such as Size or Colour: a name and options, each with its own SKU, units and price where given. */
export function ProductVariationsSection({ form }: { form: ProductForm }) {
  const { control, register, formState } = form;
  const variations = useFieldArray({ control, name: 'variation' });
  const errors = formState.errors.variation;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Card>
      <CardHeader
        title="Variations"
        description="Sizes, colours and other choices. Options without a SKU get one from the product's."
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={variations.fields.length >= MAX_VARIATIONS}
            onClick={() => variations.append(emptyVariation())}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add variation
          </Button>
        }
      />
      <CardContent className="flex flex-col gap-4">
        {variations.fields.length === 0 ? (
          <p className="text-sm text-slate-600">No variations: the product is sold as it is.</p>
        ) : null}
        {variations.fields.map((field, index) => (
          <fieldset
            key={field.id}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">Variation {index + 1}</legend>
            <div className="flex items-start gap-3">
              <TextField
                label={<>Variation name{hidden(` ${index + 1}`)}</>}
                placeholder="e.g. Size"
                autoComplete="off"
                className="flex-1"
                error={errors?.[index]?.name?.message}
                {...register(`variation.${index}.name`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7 text-red-700 hover:bg-red-50"
                onClick={() => variations.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove <span className="sr-only">variation {index + 1}</span>
              </Button>
            </div>
            <VariationOptions form={form} index={index} />
          </fieldset>
        ))}
        {listError ? <p className="text-xs font-medium text-red-700">{listError}</p> : null}
      </CardContent>
    </Card>
  );
}
