import { mobileConfigCalls as calls } from '@seller-portal/contracts/mobile-configs';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { MobileConfigService } from './service';

// §6: each management call needs INTERNAL mode and its own INTERNAL_MOBILE-CONFIG_ code (`mobileConfigCalls`, from
// `mobileConfigsFeature`); the apps' read of one value needs a session of any mode.

export function mobileConfigRoutes(configs: MobileConfigService): RouteDefinition[] {
  return [
    route.call(calls.list, (context) => configs.list(context.query.keyword)),
    route.call(calls.create, { blankFieldCodes: [['key', 'MOBILE_CONFIG_KEY_INVALID']] }, (context) => configs.create(signedIn(context), context.body)),
    route.call(calls.detail, (context) => configs.get(context.params.key)),
    route.call(calls.update, (context) => configs.update(signedIn(context), context.params.key, context.body)),
    route.call(calls.remove, async (context) => {
      await configs.remove(signedIn(context), context.params.key);
      return null;
    }),
    route.call(calls.history, (context) => configs.history(context.query)),
    route.call(calls.byName, (context) => configs.value(context.params.name)),
  ];
}
