import { cookieNames, type AccessibilityCode, type SessionModeType } from '@seller-portal/contracts/core';
import { randomBytes } from 'node:crypto';
import { memberships, membershipAccessibilities, stores, userAccessibilities, userModes, users } from '../../src/db/schema';
import type { TestServer } from './test-server';

export interface TestUserSpec {
  mode: SessionModeType;
  /** INTERNAL_* / VENDOR codes held by the user, or STORE_* codes of the membership. */
  codes?: readonly AccessibilityCode[];
  /** STORE: the store the user works for (a new one when absent) and whether as owner. */
  store?: { code: string; isOwner?: boolean };
  /** A new store's business types. */
  businessTypes?: readonly string[];
}

export interface TestUser {
  userId: string;
  username: string;
  storeCode: string | null;
  /** The `sp_session=…` pair of a session in the user's mode. */
  cookie: string;
}

/**
 * A user written straight into the directory with a session in their one mode: the accounts tests need that the
 * demo data lacks (an INTERNAL user without some code, a seller of another store), without a password sign-in.
 */
export async function createTestUser(server: TestServer, spec: TestUserSpec): Promise<TestUser> {
  const db = server.database.db;
  const suffix = randomBytes(4).toString('hex');
  const username = `${spec.mode.toLowerCase()}-${suffix}@test.test`;
  const [user] = await db
    .insert(users)
    .values({ username, email: username, displayName: `Test ${suffix}` })
    .returning({ id: users.id });
  await db.insert(userModes).values({ userId: user.id, modeType: spec.mode });
  let storeCode: string | null = null;
  if (spec.mode === 'STORE') {
    storeCode = spec.store?.code ?? `T-${suffix.toUpperCase()}`;
    if (!spec.store) await db.insert(stores).values({ code: storeCode, name: `Toko Uji ${suffix}`, businessTypes: [...(spec.businessTypes ?? [])] });
    const [membership] = await db
      .insert(memberships)
      .values({ userId: user.id, storeCode, isOwner: spec.store?.isOwner ?? !spec.store })
      .returning({ id: memberships.id });
    if (spec.codes?.length)
      await db.insert(membershipAccessibilities).values(spec.codes.map((accessibilityCode) => ({ membershipId: membership.id, accessibilityCode })));
  } else if (spec.codes?.length) {
    await db.insert(userAccessibilities).values(spec.codes.map((accessibilityCode) => ({ userId: user.id, accessibilityCode })));
  }
  const started = await server.app.accounts.sessions.start(user.id, 'PASSWORD', { type: spec.mode, code: storeCode });
  return { userId: user.id, username, storeCode, cookie: `${cookieNames.session}=${started.token}` };
}

/** A new session of the user (the clock moved past the old one's idle end). */
export async function newSession(server: TestServer, user: TestUser, mode: SessionModeType = 'STORE'): Promise<TestUser> {
  const started = await server.app.accounts.sessions.start(user.userId, 'PASSWORD', { type: mode, code: user.storeCode });
  return { ...user, cookie: `${cookieNames.session}=${started.token}` };
}
