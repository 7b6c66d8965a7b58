import {
  auditHistoryQuerySchema,
  manualNotificationFilterQuerySchema,
  manualNotificationPaths,
  manualNotificationRequestSchema,
  manualNotificationUpdateRequestSchema,
  type AccessibilityCode,
} from '@seller-portal/contracts';
import { z } from 'zod';
import type { Access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { ManualNotificationService } from './service';

/** §6: each action needs INTERNAL mode and its own INTERNAL_NOTIFICATION_MANUAL- code. */
const internal = (code: AccessibilityCode): Access => ({ modes: ['INTERNAL'], accessibilities: [code] });

const idSchema = z.string().uuid();

/** The `:id` of the path; one that cannot be an id names no notification. */
function idOf(params: unknown): string {
  const parsed = idSchema.safeParse((params as { id?: unknown }).id);
  if (!parsed.success) throw new AppError('MANUAL_NOTIFICATION_NOT_FOUND');
  return parsed.data;
}

export function manualNotificationRoutes(notifications: ManualNotificationService): RouteDefinition[] {
  return [
    defineRoute<undefined, z.output<typeof manualNotificationFilterQuerySchema>>({
      method: 'GET',
      url: manualNotificationPaths.filter,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE'),
      querystring: manualNotificationFilterQuerySchema,
      handler: (context) => notifications.list(context.query),
    }),
    defineRoute({
      method: 'GET',
      url: manualNotificationPaths.byIdPattern,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE'),
      handler: (context) => notifications.get(idOf(context.request.params)),
    }),
    defineRoute<z.output<typeof manualNotificationRequestSchema>>({
      method: 'POST',
      url: manualNotificationPaths.create,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-SAVE'),
      body: manualNotificationRequestSchema,
      handler: (context) => notifications.create(signedIn(context), context.body),
    }),
    defineRoute<z.output<typeof manualNotificationUpdateRequestSchema>>({
      method: 'PUT',
      url: manualNotificationPaths.onePattern,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-EDIT'),
      body: manualNotificationUpdateRequestSchema,
      handler: (context) => notifications.update(signedIn(context), idOf(context.request.params), context.body),
    }),
    defineRoute({
      method: 'DELETE',
      url: manualNotificationPaths.onePattern,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-DELETE'),
      handler: async (context) => {
        await notifications.remove(signedIn(context), idOf(context.request.params));
        return null;
      },
    }),
    defineRoute({
      method: 'PUT',
      url: manualNotificationPaths.cancelPattern,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-EDIT'),
      handler: (context) => notifications.cancel(signedIn(context), idOf(context.request.params)),
    }),
    defineRoute({
      method: 'POST',
      url: manualNotificationPaths.copyPattern,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-COPY'),
      handler: (context) => notifications.copy(signedIn(context), idOf(context.request.params)),
    }),
    defineRoute<undefined, z.output<typeof auditHistoryQuerySchema>>({
      method: 'GET',
      url: manualNotificationPaths.history,
      access: internal('INTERNAL_NOTIFICATION_MANUAL-SEE'),
      querystring: auditHistoryQuerySchema,
      handler: (context) => notifications.history(context.query),
    }),
  ];
}
