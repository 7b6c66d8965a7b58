import { accessOf, holdsAccess } from '@seller-portal/contracts/core';
import { productsFeature } from '@seller-portal/contracts/products';
import { useSession } from '@seller-portal/session-guard';

/** Whether the session may open the products and the reviews pages: a link to a page it may not open is not shown. */
export function useProductAccess(): { products: boolean; reviews: boolean } {
  const { data: session } = useSession();
  return {
    products: !!session && holdsAccess(session, accessOf(productsFeature, 'products')),
    reviews: !!session && holdsAccess(session, accessOf(productsFeature, 'reviews')),
  };
}
