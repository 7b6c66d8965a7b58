import { randomBytes } from 'node:crypto';
import { secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';
import { devChatCustomerTokenSecret } from './customer-tokens';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The secret the marketplace's buyer app signs customer tokens with; absent: the published development value. */
    customerTokenSecret: string;
  }
}

/** CHAT_CUSTOMER_TOKEN_SECRET. */
export const customerTokenSettings = moduleSettings({
  env: { CHAT_CUSTOMER_TOKEN_SECRET: secret(32) },
  // Production never uses the published development secret: unset, a random one lets no customer token pass until
  // the marketplace's shared secret is set.
  fromEnv: (e, { production }) => ({ customerTokenSecret: e.CHAT_CUSTOMER_TOKEN_SECRET ?? (production ? randomBytes(32).toString('base64url') : undefined) }),
  resolve: (given) => ({ secret: given.customerTokenSecret ?? devChatCustomerTokenSecret }),
});
