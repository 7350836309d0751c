import type { ProductCreateBody } from '@oja/contracts';
import { createContext, type ReactNode, use, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DraftControls } from '@/components/form/draft-controls';
import { useFormDraft } from '@/components/form/use-form-draft';
import { useUploadsBusy } from '@/components/upload/use-uploads-busy';
import { paths } from '@/config/paths';
import { useCreateProduct } from '../api/create-product';
import {
  detailFieldNames,
  emptyProductValues,
  type ProductForm,
  type ProductFormValues,
  productFormResolver,
} from './product-form-values';
import { applyProductServerErrors } from './server-field-errors';

interface ProductDraft {
  form: ProductForm;
  uploads: ReturnType<typeof useUploadsBusy>;
  /** The details step was completed, so the dimensions step may be shown. */
  detailsDone: boolean;
  setDetailsDone: (done: boolean) => void;
  /** Validates the whole draft and creates the product; problems of the details step send the user back to it. */
  save: () => Promise<void>;
  isSaving: boolean;
}

const DraftContext = createContext<ProductDraft | null>(null);

const isDetailField = (name: string) =>
  (detailFieldNames as readonly string[]).includes(name.split('.')[0] ?? '');

/**
 * The product being added, kept above /products/add-product (details, images, variations) and
 * /products/dimensions (weight and dimensions), so moving between the two steps keeps what was typed
 * and uploaded; the draft (uploaded image references included) also survives a reload.
 */
export function ProductDraftProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const form = useForm<ProductFormValues, unknown, ProductCreateBody>({
    resolver: productFormResolver,
    defaultValues: emptyProductValues(),
    mode: 'onTouched',
  });
  const uploads = useUploadsBusy();
  const [detailsDone, setDetailsDone] = useState(false);
  const draft = useFormDraft(form, {
    formKey: 'product:new',
    extra: detailsDone,
    onRestoreExtra: setDetailsDone,
    stayWithin: [paths.app.products.add.getHref(), paths.app.products.dimensions.getHref()],
  });
  const create = useCreateProduct({
    onSuccess: () => void navigate(paths.app.products.list.getHref(), { replace: true }),
  });

  const backToDetailsIfNeeded = (fields: string[]) => {
    if (fields.some(isDetailField)) void navigate(paths.app.products.add.getHref());
  };

  const save = form.handleSubmit(
    async (body) => {
      try {
        await draft.saving(() => create.mutateAsync(body));
      } catch (error) {
        // The message is toasted by the query client; field errors go on their fields.
        backToDetailsIfNeeded(applyProductServerErrors(error, form));
      }
    },
    (errors: FieldErrors<ProductFormValues>) => backToDetailsIfNeeded(Object.keys(errors)),
  );

  return (
    <DraftContext
      value={{ form, uploads, detailsDone, setDetailsDone, save, isSaving: form.formState.isSubmitting }}
    >
      <div className="flex flex-col gap-4">
        <DraftControls draft={draft} />
        {children}
      </div>
    </DraftContext>
  );
}

export const useProductDraft = () => {
  const draft = use(DraftContext);
  if (!draft) throw new Error('useProductDraft must be used inside <ProductDraftProvider>');
  return draft;
};
