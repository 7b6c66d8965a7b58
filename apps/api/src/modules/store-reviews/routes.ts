import { storeReviewCalls } from '@seller-portal/contracts/store-reviews';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { StoreReviewsService } from './service';

/** The console's review queue (INTERNAL, INTERNAL_STORE-REVIEW, from the feature's declaration). */
export function storeReviewRoutes(reviews: StoreReviewsService): RouteDefinition[] {
  return [
    route.call(storeReviewCalls.list, (context) => reviews.list(context.query)),
    route.call(storeReviewCalls.detail, (context) => reviews.detail(context.params.reviewId)),
    route.call(storeReviewCalls.approve, (context) => reviews.approve(context.params.reviewId, signedIn(context).userId)),
    route.call(storeReviewCalls.reject, (context) => reviews.reject(context.params.reviewId, signedIn(context).userId, context.body.reason)),
    route.call(storeReviewCalls.revise, (context) => reviews.revise(context.params.reviewId, signedIn(context).userId, context.body.notes)),
  ];
}
