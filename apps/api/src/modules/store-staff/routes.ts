import { storeStaffCalls } from '@seller-portal/contracts/store-staff';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { StoreStaffService } from './service';

// Access is the feature's (`storeStaffCalls`: STORE, STORE_MANAGE-STORE_STORE-INFORMATION); the service also asks
// that the caller owns the store (PE403001 for a staff member holding the code).

export function storeStaffRoutes(staff: StoreStaffService): RouteDefinition[] {
  return [
    route.call(storeStaffCalls.list, (context) => staff.list(signedIn(context))),
    route.call(storeStaffCalls.history, (context) => staff.history(signedIn(context), context.query)),
    route.call(storeStaffCalls.assign, (context) => staff.assign(signedIn(context), context.params.userId, context.body)),
  ];
}
