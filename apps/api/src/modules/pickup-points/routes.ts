import { pickupPointCalls } from '@seller-portal/contracts/pickup-points';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn, storeCodeOf } from '../session';
import type { PickupPointsService } from './service';

const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));

/** The region data changes with a release: a browser keeps an answer for a day. */
const regionCache = 'private, max-age=86400';

/** §7 the store's pickup points (STORE, STORE_MANAGE-STORE_STORE-INFORMATION, from the feature's declaration). */
export function pickupPointsRoutes(pickupPoints: PickupPointsService, map: { tileUrl: string | null }): RouteDefinition[] {
  return [
    route.call(pickupPointCalls.map, async () => map),
    route.call(pickupPointCalls.invalidSchedules, (context) => pickupPoints.invalidSchedules(storeOf(context))),
    route.call(pickupPointCalls.list, (context) => pickupPoints.list(storeOf(context))),
    route.call(pickupPointCalls.detail, (context) => pickupPoints.detail(storeOf(context), context.params.pickupPointCode)),
    route.call(pickupPointCalls.create, (context) => pickupPoints.create(storeOf(context), context.body)),
    route.call(pickupPointCalls.update, (context) => pickupPoints.update(storeOf(context), context.params.pickupPointCode, context.body)),
    route.call(pickupPointCalls.remove, async (context) => {
      await pickupPoints.remove(storeOf(context), context.params.pickupPointCode);
      return null;
    }),
    route.call(pickupPointCalls.provinces, async (context) => {
      context.reply.header('cache-control', regionCache);
      return pickupPoints.provinces();
    }),
    route.call(pickupPointCalls.cities, async (context) => {
      context.reply.header('cache-control', regionCache);
      return pickupPoints.childrenOf(context.query.provinceCode);
    }),
    route.call(pickupPointCalls.districts, async (context) => {
      context.reply.header('cache-control', regionCache);
      return pickupPoints.childrenOf(context.query.cityCode);
    }),
  ];
}
