import { purgeEveryMs, type ServerModule } from '../server-module';
import { AccountTokens } from './account-tokens';
import { accountTokens } from './schema';

export { AccountTokens, type AccountTokenPurpose, type AccountTokenRow, type TokenLookup } from './account-tokens';

declare module '../server-module' {
  interface Services {
    tokens: AccountTokens;
  }
}

/** Single-use tokens handed to a user: mailed links, the expired-password change, the one-time sign-in. */
export const accountTokensModule: ServerModule = {
  name: 'account-tokens',
  tables: { accountTokens },
  create: ({ database, clock, random }) => {
    const tokens = new AccountTokens(database.db, clock, random);
    return { provides: { tokens }, jobs: [{ name: 'expired tokens', everyMs: purgeEveryMs, claim: 'lease', run: (now) => tokens.purgeExpired(now) }] };
  },
};
