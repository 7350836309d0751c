import type { Product, ProductCreateBody } from '@oja/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form } from '@/components/form/form';
import { SaveButton } from '@/components/form/save-button';
import { DraftControls } from '@/components/form/draft-controls';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { useFormDraft } from '@/components/form/use-form-draft';
import { Button } from '@/components/ui/button';
import { RecordGate } from '@/components/catalogue/record-gate';
import { useReloadCount } from '@/hooks/use-reload-count';
import { useUploadsBusy } from '@/components/upload/use-uploads-busy';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useProductBySku } from '../api/get-product-by-sku';
import { useUpdateProduct } from '../api/update-product';
import { ProductBasicsSection } from './product-basics-section';
import { ProductDimensionsSection } from './product-dimensions-section';
import { ProductFormFooter } from './product-form-footer';
import { type ProductFormValues, productFormResolver, productToFormValues } from './product-form-values';
import { ProductImagesSection } from './product-images-section';
import { ProductPricingSection } from './product-pricing-section';
import { ProductVariationsSection } from './product-variations-section';
import { applyProductServerErrors } from './server-field-errors';

function EditProductForm({ product, onReload }: { product: Product; onReload: () => void }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.app.products.detail.getHref(product.id));
  const form = useForm<ProductFormValues, unknown, ProductCreateBody>({
    resolver: productFormResolver,
    defaultValues: productToFormValues(product),
    mode: 'onTouched',
  });
  const uploads = useUploadsBusy();
  const draft = useFormDraft(form, { formKey: `product:${product.id}`, version: product.version });
  const update = useUpdateProduct({
    onSuccess: (saved) => void navigate(paths.app.products.detail.getHref(saved.id), { replace: true }),
  });
  const { isSubmitting } = form.formState;
  const conflict = useEditConflict({
    version: draft.openedVersion,
    onReloadTheirs: () => {
      draft.discard();
      onReload();
    },
  });

  // Saves from the version this form was opened on; `overwrite` saves over whatever is stored now.
  const submitWith = (overwrite: boolean) =>
    form.handleSubmit(async (body) => {
      try {
        const version = conflict.versionFor(overwrite);
        // An emptied low-stock alert is turned off (left out, an edit would keep the stored one).
        const edit = { ...body, low_stock_threshold: body.low_stock_threshold ?? null };
        await draft.saving(() => update.mutateAsync({ id: product.id, body: edit, version }));
      } catch (error) {
        // The message is toasted by the query client ('Could not edit this product. Try again later.').
        if (!conflict.caught(error, () => void submitWith(true))) applyProductServerErrors(error, form);
      }
    })();
  const onSubmit = () => submitWith(false);

  return (
    <Form className="flex flex-col gap-6" onSubmit={() => void onSubmit()}>
      <DraftControls draft={draft} />
      <EditConflictDialog {...conflict.dialog} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ProductBasicsSection form={form} />
          <ProductPricingSection form={form} />
          <ProductVariationsSection form={form} />
          <ProductDimensionsSection form={form} />
        </div>
        <ProductImagesSection form={form} track={uploads.track} />
      </div>
      <ProductFormFooter note={uploads.busy ? 'Waiting for the uploads to complete…' : undefined}>
        <Button variant="ghost" onClick={goBack}>
          Cancel
        </Button>
        <SaveButton isSaving={isSubmitting} disabled={uploads.busy}>
          Save changes
        </SaveButton>
      </ProductFormFooter>
    </Form>
  );
}

/** /products/{sku}/edit-product: the whole product form, filled from the product with that SKU. */
export function EditProduct({ sku }: { sku: string }) {
  const product = useProductBySku(sku);
  // "Reload theirs" refetches, then the form starts again from the stored product.
  const loads = useReloadCount(product.refetch);
  return (
    <RecordGate query={product} noun="product" listHref={paths.app.products.list.getHref()}>
      {(loaded) => (
        <EditProductForm key={`${loaded.id}:${loads.count}`} product={loaded} onReload={loads.reload} />
      )}
    </RecordGate>
  );
}
