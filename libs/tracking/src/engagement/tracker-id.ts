/** Where the portal runs: production, or another environment named by a short prefix such as `stg`. */
export interface TrackerEnvironment {
  production: boolean;
  /** Prefix of tracker ids outside production; `dev` when left out. */
  prefix?: string;
}

export const defaultEnvironmentPrefix = 'dev';

export interface LoginIdentity {
  storeCode: string;
  userId: string;
}

/**
 * §9 tracker id: `storeCode-userId` in production; elsewhere prefixed with the environment and a hyphen, so
 * test traffic never merges into a real seller's profile.
 */
export function trackerUserId(identity: LoginIdentity, environment: TrackerEnvironment): string {
  const id = `${identity.storeCode}-${identity.userId}`;
  if (environment.production) return id;
  const prefix = environment.prefix?.trim() || defaultEnvironmentPrefix;
  return `${prefix}-${id}`;
}

/** §9: debug logs are off in production. */
export function trackerDebugEnabled(environment: TrackerEnvironment): boolean {
  return !environment.production;
}
