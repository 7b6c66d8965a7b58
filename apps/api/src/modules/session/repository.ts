import type { SessionModeType } from '@seller-portal/contracts';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import {
  accessibilities,
  membershipAccessibilities,
  memberships,
  menus,
  pickupPoints,
  sessions,
  stores,
  userAccessibilities,
  userModes,
  users,
} from '../../db/schema';
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

export interface NewSessionRow {
  idHash: string;
  userId: string;
  mode: ChosenMode | null;
  signInMethod: string;
  now: Date;
  expiresAt: Date;
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

  async findActive(idHash: string, now: Date): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
      .limit(1);
    return row ? { ...row, modeType: row.modeType as SessionModeType | null } : null;
  }

  async insert(row: NewSessionRow): Promise<void> {
    await this.db.insert(sessions).values(toValues(row));
  }

  /** Rotation: the old id stops working in the same transaction that creates the new one. */
  async replace(oldIdHash: string, row: NewSessionRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.idHash, oldIdHash));
      await tx.insert(sessions).values(toValues(row));
    });
  }

  /** Returns whether a row was deleted. */
  async delete(idHash: string): Promise<boolean> {
    const deleted = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
    return deleted.length > 0;
  }

  async setMode(idHash: string, mode: ChosenMode | null): Promise<void> {
    await this.db
      .update(sessions)
      .set({ modeType: mode?.type ?? null, modeCode: mode?.code ?? null })
      .where(eq(sessions.idHash, idHash));
  }

  async touch(idHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
  }

  /** Returns the id hashes removed, so caches can drop them. */
  async deleteExpired(now: Date): Promise<string[]> {
    const rows = await this.db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ idHash: sessions.idHash });
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
      .where(eq(users.id, userId))
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
      const [storeRows, codeRows, pickupRows, menuList] = await Promise.all([
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
        menuRows,
      ]);
      const store = storeRows[0];
      return {
        store: store ? { ...store } : null,
        accessibilityCodes: codeRows.map((r) => r.code),
        pickupPoints: pickupRows,
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

function toValues(row: NewSessionRow) {
  return {
    idHash: row.idHash,
    userId: row.userId,
    modeType: row.mode?.type ?? null,
    modeCode: row.mode?.code ?? null,
    signInMethod: row.signInMethod,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  };
}
