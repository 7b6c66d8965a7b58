import { chatPaths } from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn, storeCodeOf } from '../session';
import type { ProductService } from './index';

/** A STORE session reads its own store's items. */
const access: Access = { modes: ['STORE'] };

export function productRoutes(products: ProductService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: `${chatPaths.productDetailPrefix}:itemId/detail`,
      access,
      handler: async (context) => {
        const { itemId } = context.request.params as { itemId: string };
        return products.itemDetail(storeCodeOf(signedIn(context)), itemId);
      },
    }),
  ];
}
