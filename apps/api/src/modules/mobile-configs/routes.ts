import {
  auditHistoryQuerySchema,
  mobileConfigCreateRequestSchema,
  mobileConfigKeySchema,
  mobileConfigListQuerySchema,
  mobileConfigPaths,
  mobileConfigUpdateRequestSchema,
  type AccessibilityCode,
} from '@seller-portal/contracts';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { MobileConfigService } from './service';

/** §6: each management action needs INTERNAL mode and its own INTERNAL_MOBILE-CONFIG_ code. */
const internal = (code: AccessibilityCode): Access => ({ modes: ['INTERNAL'], accessibilities: [code] });

/**
 * §7 "Config and reference data" mobile-configs/{name}: the apps read their configs with the user's session, of
 * whatever mode (a seller in the Android app, internal staff in the console). §6 lists the calls that need no
 * session, and this is not one of them, so it needs a signed-in session and no code: the values are the apps'
 * settings, not a tool of internal staff.
 */
const apps: Access = { modes: 'any' };

function keyOf(params: unknown): string {
  const parsed = mobileConfigKeySchema.safeParse((params as { key?: unknown; name?: unknown }).key ?? (params as { name?: unknown }).name);
  if (!parsed.success) throw new AppError('MOBILE_CONFIG_NOT_FOUND');
  return parsed.data;
}

export function mobileConfigRoutes(configs: MobileConfigService): RouteDefinition[] {
  return [
    defineRoute<undefined, z.output<typeof mobileConfigListQuerySchema>>({
      method: 'GET',
      url: mobileConfigPaths.configs,
      access: internal('INTERNAL_MOBILE-CONFIG_VIEW'),
      querystring: mobileConfigListQuerySchema,
      handler: (context) => configs.list(context.query.keyword),
    }),
    defineRoute<z.output<typeof mobileConfigCreateRequestSchema>>({
      method: 'POST',
      url: mobileConfigPaths.configs,
      access: internal('INTERNAL_MOBILE-CONFIG_ADD'),
      body: mobileConfigCreateRequestSchema,
      blankFieldCodes: [['key', 'MOBILE_CONFIG_KEY_INVALID']],
      handler: (context) => configs.create(signedIn(context), context.body),
    }),
    defineRoute({
      method: 'GET',
      url: mobileConfigPaths.configPattern,
      access: internal('INTERNAL_MOBILE-CONFIG_VIEW'),
      handler: (context) => configs.get(keyOf(context.request.params)),
    }),
    defineRoute<z.output<typeof mobileConfigUpdateRequestSchema>>({
      method: 'PUT',
      url: mobileConfigPaths.configPattern,
      access: internal('INTERNAL_MOBILE-CONFIG_UPDATE'),
      body: mobileConfigUpdateRequestSchema,
      handler: (context) => configs.update(signedIn(context), keyOf(context.request.params), context.body),
    }),
    defineRoute({
      method: 'DELETE',
      url: mobileConfigPaths.configPattern,
      access: internal('INTERNAL_MOBILE-CONFIG_DELETE'),
      handler: async (context) => {
        await configs.remove(signedIn(context), keyOf(context.request.params));
        return null;
      },
    }),
    defineRoute<undefined, z.output<typeof auditHistoryQuerySchema>>({
      method: 'GET',
      url: mobileConfigPaths.history,
      access: internal('INTERNAL_MOBILE-CONFIG_VIEW'),
      querystring: auditHistoryQuerySchema,
      handler: (context) => configs.history(context.query),
    }),
    defineRoute({
      method: 'GET',
      url: mobileConfigPaths.byNamePattern,
      access: apps,
      handler: (context) => configs.value(keyOf(context.request.params)),
    }),
  ];
}
