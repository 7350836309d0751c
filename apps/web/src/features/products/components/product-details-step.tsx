import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Form } from '@/components/form/form';
import { SaveButton } from '@/components/form/save-button';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProductDraft } from './product-draft';
import { detailFieldNames } from './product-form-values';
import { ProductBasicsSection } from './product-basics-section';
import { ProductFormFooter } from './product-form-footer';
import { ProductImagesSection } from './product-images-section';
import { ProductPricingSection } from './product-pricing-section';
import { ProductVariationsSection } from './product-variations-section';

/** Step 1 of adding a product: details, price and stock, variations and images. */
export function ProductDetailsStep() {
  const { form, uploads, setDetailsDone, save, isSaving } = useProductDraft();
  const navigate = useNavigate();

  const toDimensions = async () => {
    if (!(await form.trigger(detailFieldNames, { shouldFocus: true }))) return;
    setDetailsDone(true);
    void navigate(paths.app.products.dimensions.getHref());
  };

  return (
    <Form className="flex flex-col gap-6" onSubmit={() => void save()}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ProductBasicsSection form={form} />
          <ProductPricingSection form={form} />
          <ProductVariationsSection form={form} />
        </div>
        <ProductImagesSection form={form} track={uploads.track} />
      </div>
      <ProductFormFooter note={uploads.busy ? 'Waiting for the uploads to complete…' : undefined}>
        <Link to={paths.app.products.list.getHref()} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button variant="secondary" disabled={uploads.busy || isSaving} onClick={() => void toDimensions()}>
          Weight and dimensions
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
        <SaveButton isSaving={isSaving} disabled={uploads.busy}>
          Save product
        </SaveButton>
      </ProductFormFooter>
    </Form>
  );
}
