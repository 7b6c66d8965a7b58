import { hasAccessibilities, productAccess } from '@seller-portal/contracts';
import { useSession } from '@seller-portal/session-guard';

/** Whether the session may open the products and the reviews pages: a link to a page it may not open is not shown. */
export function useProductAccess(): { products: boolean; reviews: boolean } {
  const { data: session } = useSession();
  return {
    products: !!session && hasAccessibilities(session, [productAccess.products]),
    reviews: !!session && hasAccessibilities(session, [productAccess.reviews]),
  };
}
