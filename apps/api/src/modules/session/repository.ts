import type { UserStore, UserVendor } from '@seller-portal/contracts/accounts';
import type { SessionModeType } from '@seller-portal/contracts/core';
import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import {
  accessibilities,
  membershipAccessibilities,
  memberships,
  menus,
  pickupPoints,
  staffPickupPoints,
  stores,
  userAccessibilities,
  userModes,
  users,
  vendorMemberships,
  vendors,
} from '../../db/schema';
import { endedSessions, sessions } from './schema';
import type { PendingLastSeen } from './last-seen';
import type { ChosenMode, MembershipRow, MenuRow, StoreRow, UserModeRow, UserProfile } from './session-value';

export interface SessionRow {
  idHash: string;
  userId: string;
  modeType: SessionModeType | null;
  modeCode: string | null;
  signInMethod: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The browser a session was started from, as it said at sign-in (shown in the signed-in devices list). */
export interface SessionClient {
  userAgent: string | null;
  clientAddress: string | null;
}

/** A session as the signed-in devices list shows it. */
export interface ListedSessionRow extends SessionRow, SessionClient {}

export interface NewSessionRow {
  idHash: string;
  userId: string;
  mode: ChosenMode | null;
  signInMethod: string;
  /** When the session started: now at sign-in; kept through rotations so the absolute limit holds. */
  createdAt: Date;
  now: Date;
  expiresAt: Date;
  /** Absent on a rotation: the new id keeps the old one's. */
  client?: SessionClient;
}

/** Why a session was ended for its user by another step: a new password, or a sign-out from another device. */
export type SessionEndReason = 'PASSWORD_CHANGED' | 'SIGNED_OUT_ELSEWHERE';

/** How an ended session is remembered: why, and until when its cookie is answered with that reason. */
export interface SessionEnding {
  reason: SessionEndReason;
  now: Date;
  /** The session's latest possible end (from its mode and start). */
  keepUntil(row: { createdAt: Date; modeType: string | null }): Date;
}

export interface UserSessionProfile {
  user: UserProfile;
  modes: UserModeRow[];
  memberships: MembershipRow[];
}

export interface ModeDetails {
  store: StoreRow | null;
  accessibilityCodes: string[];
  pickupPoints: { code: string; name: string }[];
  menus: MenuRow[];
}

export class SessionRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The row as stored; the caller judges expiry (requests not written yet may have kept it alive). */
  async find(idHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
    return row ? { ...row, modeType: row.modeType as SessionModeType | null } : null;
  }

  async insert(row: NewSessionRow): Promise<void> {
    await this.db.insert(sessions).values(toValues(row));
  }

  /** Rotation: the old id stops working in the same transaction that creates the new one. */
  async replace(oldIdHash: string, row: NewSessionRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [old] = await tx
        .delete(sessions)
        .where(eq(sessions.idHash, oldIdHash))
        .returning({ userAgent: sessions.userAgent, clientAddress: sessions.clientAddress });
      await tx.insert(sessions).values(toValues({ client: old, ...row }));
    });
  }

  /** Returns whether a row was deleted; with `ending`, the reason is remembered in the same transaction. */
  async delete(idHash: string, ending?: SessionEnding): Promise<boolean> {
    if (!ending) {
      const deleted = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
      return deleted.length > 0;
    }
    return (await this.deleteRemembering(eq(sessions.idHash, idHash), ending)).length > 0;
  }

  async setMode(idHash: string, mode: ChosenMode | null): Promise<void> {
    await this.db
      .update(sessions)
      .set({ modeType: mode?.type ?? null, modeCode: mode?.code ?? null })
      .where(eq(sessions.idHash, idHash));
  }

  /** Writes a batch of last-seen times in one statement; a row never moves back in time. */
  async touchMany(entries: readonly PendingLastSeen[]): Promise<void> {
    if (entries.length === 0) return;
    const values = sql.join(
      entries.map((e) => sql`(${e.idHash}, ${e.lastSeenAt.toISOString()}::timestamptz, ${e.expiresAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update ${sessions} set last_seen_at = v.seen, expires_at = v.expires
      from (values ${values}) as v(id_hash, seen, expires)
      where ${sessions.idHash} = v.id_hash and ${sessions.lastSeenAt} < v.seen`);
  }

  /** Ends every session of a user (but one), remembering why; returns the id hashes so caches can drop them. */
  async deleteForUser(userId: string, exceptIdHash: string | null, ending: SessionEnding): Promise<string[]> {
    return this.deleteRemembering(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId), ending);
  }

  private deleteRemembering(where: SQL | undefined, ending: SessionEnding): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(sessions)
        .where(where)
        .returning({ idHash: sessions.idHash, userId: sessions.userId, createdAt: sessions.createdAt, modeType: sessions.modeType });
      if (rows.length > 0) {
        await tx
          .insert(endedSessions)
          .values(rows.map((row) => ({ idHash: row.idHash, userId: row.userId, reason: ending.reason, endedAt: ending.now, expiresAt: ending.keepUntil(row) })))
          .onConflictDoNothing();
      }
      return rows.map((r) => r.idHash);
    });
  }

  /** Why the session of `idHash` was ended for its user, while its cookie could still have worked; null otherwise. */
  async endReason(idHash: string, now: Date): Promise<SessionEndReason | null> {
    const [row] = await this.db
      .select({ reason: endedSessions.reason })
      .from(endedSessions)
      .where(and(eq(endedSessions.idHash, idHash), gt(endedSessions.expiresAt, now)))
      .limit(1);
    return (row?.reason as SessionEndReason | undefined) ?? null;
  }

  /** Every stored session of the user (the caller judges which are still alive). */
  async listForUser(userId: string): Promise<ListedSessionRow[]> {
    const rows = await this.db.select().from(sessions).where(eq(sessions.userId, userId));
    return rows.map((row) => ({ ...row, modeType: row.modeType as SessionModeType | null }));
  }

  async idHashesOfUser(userId: string): Promise<string[]> {
    const rows = await this.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
    return rows.map((r) => r.idHash);
  }

  /** §7 filter/user-store: active stores the user works for, by code or name, a page at a time. */
  async userStores(userId: string, keyword: string | null, page: number, size: number): Promise<{ rows: UserStore[]; total: number }> {
    const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      eq(memberships.userId, userId),
      eq(stores.status, 'ACTIVE'),
      pattern ? or(ilike(stores.code, pattern), ilike(stores.name, pattern)) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ code: stores.code, name: stores.name, isOwner: memberships.isOwner, onboardingStatus: stores.onboardingStatus })
        .from(memberships)
        .innerJoin(stores, eq(stores.code, memberships.storeCode))
        .where(where)
        .orderBy(asc(stores.name), asc(stores.code))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(memberships).innerJoin(stores, eq(stores.code, memberships.storeCode)).where(where),
    ]);
    return { rows, total };
  }

  /** §7 filter/user-vendor. */
  async userVendors(userId: string, page: number, size: number): Promise<{ rows: UserVendor[]; total: number }> {
    const where = eq(vendorMemberships.userId, userId);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ code: vendors.code, name: vendors.name })
        .from(vendorMemberships)
        .innerJoin(vendors, eq(vendors.code, vendorMemberships.vendorCode))
        .where(where)
        .orderBy(asc(vendors.name), asc(vendors.code))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(vendorMemberships).where(where),
    ]);
    return { rows, total };
  }

  async vendorCodesOf(userId: string): Promise<string[]> {
    const rows = await this.db.select({ code: vendorMemberships.vendorCode }).from(vendorMemberships).where(eq(vendorMemberships.userId, userId));
    return rows.map((r) => r.code);
  }

  /** Returns the id hashes removed, so caches can drop them. */
  async deleteExpired(now: Date): Promise<string[]> {
    const rows = await this.db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
    await this.db.delete(endedSessions).where(lte(endedSessions.expiresAt, now));
    return rows.map((r) => r.idHash);
  }

  async loadProfile(userId: string): Promise<UserSessionProfile | null> {
    const [user] = await this.db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        needVerification: users.needVerification,
        canaryFlag: users.canaryFlag,
        isPhoneNumberVerified: users.isPhoneNumberVerified,
        isEmailVerified: users.isEmailVerified,
      })
      .from(users)
      // A deactivated user's sessions stop working at their next load (PE401015 at sign-in).
      .where(and(eq(users.id, userId), eq(users.status, 'ACTIVE')))
      .limit(1);
    if (!user) return null;
    const [modeRows, membershipRows] = await Promise.all([
      this.db
        .select({ modeType: userModes.modeType, whitelistedPagePathPatterns: userModes.whitelistedPagePathPatterns })
        .from(userModes)
        .where(eq(userModes.userId, userId)),
      this.db
        .select({ storeCode: memberships.storeCode, isOwner: memberships.isOwner })
        .from(memberships)
        .innerJoin(stores, eq(stores.code, memberships.storeCode))
        .where(and(eq(memberships.userId, userId), eq(stores.status, 'ACTIVE')))
        .orderBy(asc(memberships.createdAt), asc(memberships.storeCode)),
    ]);
    return {
      user,
      modes: modeRows.map((m) => ({ ...m, modeType: m.modeType as SessionModeType })),
      memberships: membershipRows,
    };
  }

  async loadModeDetails(userId: string, mode: ChosenMode): Promise<ModeDetails> {
    const menuRows = this.db
      .select({
        code: menus.code,
        parentCode: menus.parentCode,
        nameKey: menus.nameKey,
        url: menus.url,
        module: menus.module,
        requiredAccessibilities: menus.requiredAccessibilities,
        position: menus.position,
      })
      .from(menus)
      .where(eq(menus.modeType, mode.type));

    if (mode.type === 'STORE') {
      if (!mode.code) return { store: null, accessibilityCodes: [], pickupPoints: [], menus: await menuRows };
      const [storeRows, codeRows, pickupRows, assignedRows, menuList] = await Promise.all([
        this.db.select().from(stores).where(eq(stores.code, mode.code)).limit(1),
        this.db
          .select({ code: membershipAccessibilities.accessibilityCode })
          .from(membershipAccessibilities)
          .innerJoin(memberships, eq(memberships.id, membershipAccessibilities.membershipId))
          .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, mode.code))),
        this.db
          .select({ code: pickupPoints.code, name: pickupPoints.name })
          .from(pickupPoints)
          .where(and(eq(pickupPoints.storeCode, mode.code), eq(pickupPoints.active, true)))
          .orderBy(desc(pickupPoints.isDefault), asc(pickupPoints.code)),
        // The pickup points the owner assigned a staff member to (`/store/staff`); none: every one.
        this.db
          .select({ code: staffPickupPoints.pickupPointCode })
          .from(staffPickupPoints)
          .innerJoin(memberships, eq(memberships.id, staffPickupPoints.membershipId))
          .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, mode.code), eq(memberships.isOwner, false))),
        menuRows,
      ]);
      const store = storeRows[0];
      const assigned = new Set(assignedRows.map((r) => r.code));
      return {
        store: store ? { ...store } : null,
        accessibilityCodes: codeRows.map((r) => r.code),
        pickupPoints: assigned.size ? pickupRows.filter((point) => assigned.has(point.code)) : pickupRows,
        menus: menuList,
      };
    }

    const [codeRows, menuList] = await Promise.all([
      this.db
        .select({ code: userAccessibilities.accessibilityCode })
        .from(userAccessibilities)
        .innerJoin(accessibilities, eq(accessibilities.code, userAccessibilities.accessibilityCode))
        .where(and(eq(userAccessibilities.userId, userId), eq(accessibilities.modeType, mode.type))),
      menuRows,
    ]);
    return { store: null, accessibilityCodes: codeRows.map((r) => r.code), pickupPoints: [], menus: menuList };
  }
}

/** Longer User-Agent strings are cut: the list only needs the browser and system names near the start. */
const maxUserAgentLength = 512;

function toValues(row: NewSessionRow) {
  return {
    idHash: row.idHash,
    userId: row.userId,
    modeType: row.mode?.type ?? null,
    modeCode: row.mode?.code ?? null,
    signInMethod: row.signInMethod,
    createdAt: row.createdAt,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
    userAgent: row.client?.userAgent?.slice(0, maxUserAgentLength) ?? null,
    clientAddress: row.client?.clientAddress ?? null,
  };
}
