import { ipoCalls } from '@seller-portal/contracts/ipo';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn, storeCodeOf } from '../session';
import type { IpoService } from './service';

// Access (STORE_FBB-CENTER), schemas and the codes of a bad body or id are the calls' (`ipoCalls` in contracts).

export function ipoRoutes(ipo: IpoService): RouteDefinition[] {
  return [
    route.call(ipoCalls.products, (context) => ipo.products(storeCodeOf(signedIn(context)))),
    route.call(ipoCalls.list, (context) => ipo.list(storeCodeOf(signedIn(context)))),
    route.call(ipoCalls.create, (context) => {
      const current = signedIn(context);
      return ipo.create(storeCodeOf(current), current.session.username, context.body);
    }),
    route.call(ipoCalls.cancel, (context) => ipo.cancel(storeCodeOf(signedIn(context)), context.params.id)),
  ];
}
