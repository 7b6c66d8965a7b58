import { orderSavedViewCalls } from '@seller-portal/contracts/orders';
import { productSavedViewCalls } from '@seller-portal/contracts/products';
import { savedViewLists } from '@seller-portal/contracts/saved-views';

/** Each list's view calls, declared by the list's own domain. */
const savedViewCalls = { orders: orderSavedViewCalls, products: productSavedViewCalls };
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import { signedIn, storeCodeOf } from '../session';
import type { ViewKeeper } from './repository';
import type { SavedViewsService } from './service';

const keeperOf = (context: Pick<RouteContext<unknown, unknown>, 'session'>): ViewKeeper => {
  const session = signedIn(context);
  return { storeCode: storeCodeOf(session), userId: session.userId };
};

/** Each list's calls, behind that list's feature access (its domain's `orderSavedViewCalls`, `productSavedViewCalls`). */
export function savedViewsRoutes(views: SavedViewsService): RouteDefinition[] {
  return savedViewLists.flatMap((list) => {
    const calls = savedViewCalls[list];
    return [
      route.call(calls.list, (context) => views.list(keeperOf(context), list)),
      route.call(calls.create, (context) => views.create(keeperOf(context), list, context.body)),
      route.call(calls.setDefault, (context) => views.setDefault(keeperOf(context), list, context.body.viewId)),
      route.call(calls.update, (context) => views.update(keeperOf(context), list, context.params.viewId, context.body)),
      route.call(calls.remove, (context) => views.remove(keeperOf(context), list, context.params.viewId)),
    ];
  });
}
