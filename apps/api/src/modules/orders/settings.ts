import { randomBytes } from 'node:crypto';
import { secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** The published development token; production never accepts it. */
export const devOrderServiceToken = 'dev-only-order-service-token-do-not-use-in-production';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The service token the marketplace's systems report deliveries with; absent: the development value, null: none passes. */
    orders: { serviceToken?: string | null };
  }
}

/** ORDER_SERVICE_TOKEN. */
export const orderSettings = moduleSettings({
  env: { ORDER_SERVICE_TOKEN: secret(32) },
  // As the trigger token: unset in production, no delivery report passes until the marketplace's token is set.
  fromEnv: (e, { production }) => ({ orders: { serviceToken: e.ORDER_SERVICE_TOKEN ?? (production ? randomBytes(32).toString('base64url') : undefined) } }),
  resolve: (given) => ({ serviceToken: given.orders?.serviceToken === undefined ? devOrderServiceToken : given.orders.serviceToken }),
});
