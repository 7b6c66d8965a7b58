import {
  auditHistoryQuerySchema,
  mobileConfigCreateRequestSchema,
  mobileConfigKeySchema,
  mobileConfigListQuerySchema,
  mobileConfigPaths,
  mobileConfigUpdateRequestSchema,
  type AccessibilityCode,
} from '@seller-portal/contracts';
import { featureAccess, type Access } from '../../http/access';
import { mobileConfigsFeature } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { pathParam } from '../../http/path-param';
import { signedIn } from '../session';
import type { MobileConfigService } from './service';

/** §6: each management action needs INTERNAL mode and its own INTERNAL_MOBILE-CONFIG_ code. */
const byCode = {
  'INTERNAL_MOBILE-CONFIG_VIEW': featureAccess(mobileConfigsFeature),
  'INTERNAL_MOBILE-CONFIG_ADD': featureAccess(mobileConfigsFeature, 'add'),
  'INTERNAL_MOBILE-CONFIG_UPDATE': featureAccess(mobileConfigsFeature, 'update'),
  'INTERNAL_MOBILE-CONFIG_DELETE': featureAccess(mobileConfigsFeature, 'delete'),
} satisfies Partial<Record<AccessibilityCode, Access>>;
const internal = (code: keyof typeof byCode): Access => byCode[code];

/**
 * §7 "Config and reference data" mobile-configs/{name}: the apps read their configs with the user's session, of
 * whatever mode (a seller in the Android app, internal staff in the console). §6 lists the calls that need no
 * session, and this is not one of them, so it needs a signed-in session and no code: the values are the apps'
 * settings, not a tool of internal staff.
 */
const apps: Access = { modes: 'any' };

const keyOf = pathParam(mobileConfigKeySchema, 'MOBILE_CONFIG_NOT_FOUND', 'key', 'name');

export function mobileConfigRoutes(configs: MobileConfigService): RouteDefinition[] {
  return [
    route.get(mobileConfigPaths.configs, { access: internal('INTERNAL_MOBILE-CONFIG_VIEW'), querystring: mobileConfigListQuerySchema }, (context) =>
      configs.list(context.query.keyword),
    ),
    route.post(
      mobileConfigPaths.configs,
      { access: internal('INTERNAL_MOBILE-CONFIG_ADD'), body: mobileConfigCreateRequestSchema, blankFieldCodes: [['key', 'MOBILE_CONFIG_KEY_INVALID']] },
      (context) => configs.create(signedIn(context), context.body),
    ),
    route.get(mobileConfigPaths.configPattern, { access: internal('INTERNAL_MOBILE-CONFIG_VIEW') }, (context) => configs.get(keyOf(context.request.params))),
    route.put(mobileConfigPaths.configPattern, { access: internal('INTERNAL_MOBILE-CONFIG_UPDATE'), body: mobileConfigUpdateRequestSchema }, (context) =>
      configs.update(signedIn(context), keyOf(context.request.params), context.body),
    ),
    route.delete(mobileConfigPaths.configPattern, { access: internal('INTERNAL_MOBILE-CONFIG_DELETE') }, async (context) => {
      await configs.remove(signedIn(context), keyOf(context.request.params));
      return null;
    }),
    route.get(mobileConfigPaths.history, { access: internal('INTERNAL_MOBILE-CONFIG_VIEW'), querystring: auditHistoryQuerySchema }, (context) =>
      configs.history(context.query),
    ),
    route.get(mobileConfigPaths.byNamePattern, { access: apps }, (context) => configs.value(keyOf(context.request.params))),
  ];
}
