import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP password storage parameters for argon2id: 19 MiB, 2 passes, 1 lane. */
export const passwordHashOptions: Options = {
  algorithm: 2 as Algorithm, // Argon2id (an ambient const enum cannot be read under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Unknown users are checked against this hash so they cost the same work as a wrong password and the
 * answer time does not tell which usernames exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy password that matches no account');
  return dummyHash;
}
