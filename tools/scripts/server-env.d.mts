/** See server-env.mjs. */
export function serverProcessEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
