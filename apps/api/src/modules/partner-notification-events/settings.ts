import { randomBytes } from 'node:crypto';
import { secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** The published development token; production never accepts it. */
export const devNotificationEventTriggerToken = 'dev-only-notification-event-trigger-token-do-not-use-in-production';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The service token the marketplace's systems trigger events with; absent: the development value, null: none passes. */
    notificationEvents: { triggerToken?: string | null };
  }
}

/** NOTIFICATION_EVENT_TRIGGER_TOKEN. */
export const partnerNotificationEventSettings = moduleSettings({
  env: { NOTIFICATION_EVENT_TRIGGER_TOKEN: secret(32) },
  // Production never accepts the published development token: unset, each process draws one nobody knows, so no
  // trigger passes until the marketplace's token is set.
  fromEnv: (e, { production }) => ({
    notificationEvents: { triggerToken: e.NOTIFICATION_EVENT_TRIGGER_TOKEN ?? (production ? randomBytes(32).toString('base64url') : undefined) },
  }),
  resolve: (given) => ({
    triggerToken: given.notificationEvents?.triggerToken === undefined ? devNotificationEventTriggerToken : given.notificationEvents.triggerToken,
  }),
});
