import type { ServerModule, SettingsOf } from '../server-module';
import { CustomerTokens } from './customer-tokens';
import { customerTokenSettings } from './settings';

export { CustomerTokens, devChatCustomerTokenSecret, signCustomerToken, type ChatCustomer } from './customer-tokens';

declare module '../server-module' {
  interface Services {
    customerTokens: CustomerTokens;
  }
}

/**
 * The marketplace buyer app's customers, known by the tokens the app signs: chat's and orders' customer calls check
 * them here, and the customers' realtime sockets are admitted by them.
 */
export const customerTokensModule: ServerModule<SettingsOf<typeof customerTokenSettings>> = {
  name: 'customer-tokens',
  tables: {},
  settings: customerTokenSettings,
  create: ({ clock, services, own }) => {
    const customerTokens = new CustomerTokens(own.secret, () => clock.now());
    // The buyer app's socket hears `customer:{customerId}`, admitted by its customer token.
    services.realtime.registerAuthenticator((request) => customerTokens.customerPrincipal(request));
    return { provides: { customerTokens } };
  },
};
