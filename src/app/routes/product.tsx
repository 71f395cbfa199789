import { ProductListPage } from '@/features/products/components/product-list-page';

export function Component() {
  return <ProductListPage />;
}
