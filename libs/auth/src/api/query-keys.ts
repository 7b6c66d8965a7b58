import type { UserStoreQuery, UserVendorQuery } from '@seller-portal/contracts';

/** One key factory for the account queries; invalidate through it, never with literals. */
export const accountKeys = {
  all: ['accounts'] as const,
  singleSignOn: () => [...accountKeys.all, 'single-sign-on'] as const,
  ssoAvailability: () => [...accountKeys.singleSignOn(), 'available'] as const,
  emailToken: (token: string) => [...accountKeys.all, 'email-token', token] as const,
  oneTimeTokenOwner: (token: string) => [...accountKeys.all, 'one-time-token-owner', token] as const,
  activeSessions: () => [...accountKeys.all, 'active-sessions'] as const,
  nameAvailability: (name: string) => [...accountKeys.all, 'name-availability', name] as const,
  userStores: (query: UserStoreQuery) => [...accountKeys.all, 'user-stores', query] as const,
  userVendors: (query: UserVendorQuery) => [...accountKeys.all, 'user-vendors', query] as const,
};
