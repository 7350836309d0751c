import { useParams } from 'react-router';
import { ProductDetail } from '@/features/products/components/product-detail';

export function ProductDetailRoute() {
  const id = useParams().id ?? '';
  return <ProductDetail key={id} id={id} />;
}
