import { ArrowLeft, Ruler } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { SaveButton } from '@/components/form/save-button';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useProductDraft } from './product-draft';
import { ProductDimensionsSection } from './product-dimensions-section';
import { ProductFormFooter } from './product-form-footer';

/** Step 2 of adding a product (/products/dimensions): weight and package dimensions, then Save. */
export function ProductDimensionsStep() {
  const { form, detailsDone, save, isSaving, uploads } = useProductDraft();
  const [name, price, image] = useWatch({ control: form.control, name: ['name', 'price', 'image'] });

  if (!detailsDone) {
    return (
      <Card>
        <EmptyState
          icon={Ruler}
          title="Start with the product's details"
          description="Weight and dimensions are the last step of adding a product."
          action={
            <Link to={paths.app.products.add.getHref()} className={buttonStyles()}>
              Add product details
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <Form className="flex flex-col gap-6" onSubmit={() => void save()}>
      <Card>
        <CardContent className="flex items-center gap-4">
          {image ? (
            <img
              src={image.thumbnail ?? image.url}
              alt=""
              className="size-14 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          ) : null}
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="text-sm text-slate-600 tabular-nums">{formatMoney(price)}</p>
          </div>
        </CardContent>
      </Card>
      <ProductDimensionsSection form={form} />
      <ProductFormFooter>
        <Link to={paths.app.products.add.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to details
        </Link>
        <SaveButton isSaving={isSaving} disabled={uploads.busy}>
          Save product
        </SaveButton>
      </ProductFormFooter>
    </Form>
  );
}
