import type { ActiveSession, Page, SwitchSessionRequest, UserStore, UserStoreQuery, UserVendor, UserVendorQuery } from '@seller-portal/contracts/accounts';
import type { ServerErrorCode, SessionEndedCode } from '@seller-portal/contracts/core';
import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { LastSeenTracker } from './last-seen';
import type { SessionClient, SessionEndReason, SessionEnding, SessionRepository, SessionRow } from './repository';
import type { ResolvedSession } from '../../http/resolved-session';
import type { SessionCache } from './session-cache';
import type { SessionInvalidation } from './session-invalidation';
import { sessionEndsAt, sessionPolicyFor } from './session-lifetime';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token';
import { buildSessionValue, initialMode, isSwitchable, type ChosenMode } from './session-value';

export interface SessionServiceDeps {
  repository: SessionRepository;
  cache: SessionCache;
  invalidation: SessionInvalidation;
  lastSeen: LastSeenTracker;
  clock: Clock;
  random: Random;
}

export interface StartedSession {
  token: string;
  resolved: ResolvedSession;
}

/**
 * The name of a session in the signed-in devices list: derived from the stored hash, so it is neither the cookie
 * nor the hash itself, and needs no column of its own.
 */
export function sessionReference(idHash: string): string {
  return createHash('sha256').update(`session-reference:${idHash}`).digest('base64url').slice(0, 22);
}

/**
 * The §3 answer to a cookie whose session was ended by another step: a code of its own, so the sign-in page says why
 * (a session that simply ran out stays PE403002).
 */
export const sessionEndCodes = {
  PASSWORD_CHANGED: 'SESSION_ENDED_PASSWORD_CHANGED',
  SIGNED_OUT_ELSEWHERE: 'SESSION_ENDED_ELSEWHERE',
} as const satisfies Record<SessionEndReason, SessionEndedCode>;

/** How a session was proved: PASSWORD, GOOGLE, FACEBOOK, ONE_TIME or CAS (§3 customFields.isSignInUsingSso). */
export type SignInMethod = 'PASSWORD' | 'GOOGLE' | 'FACEBOOK' | 'ONE_TIME' | 'CAS';

function toPage<T>(rows: T[], total: number, page: number, size: number): Page<T> {
  return { content: rows, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** The session of a cookie value, from the cache or the database; null when it is not valid. */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!isWellFormedSessionToken(token)) return null;
    return this.resolveHash(hashSessionToken(token));
  }

  /**
   * The session of a cookie value when this process has it cached (null when the value is no session's or the session
   * has ended), without a promise: every signed-in request asks. Undefined when only the database can tell (`resolve`).
   */
  resolveKnown(token: string | undefined): ResolvedSession | null | undefined {
    if (!isWellFormedSessionToken(token)) return null;
    return this.cached(hashSessionToken(token), this.deps.clock.now());
  }

  /**
   * The session of an id hash and when it ends if no request comes before, without counting this look as a
   * request (an open realtime socket does not keep a session alive); null when it has ended.
   */
  async liveUntil(idHash: string): Promise<{ resolved: ResolvedSession; endsAt: number } | null> {
    const { cache, repository, clock } = this.deps;
    const mark = cache.mark();
    let resolved = cache.get(idHash) ?? null;
    if (!resolved) {
      const row = await repository.find(idHash);
      resolved = row ? await this.load(row) : null;
      if (resolved) cache.set(resolved, mark);
    }
    if (!resolved) return null;
    const lastSeenAt = Math.max(resolved.lastSeenAt, this.deps.lastSeen.lastSeen(idHash) ?? 0);
    const endsAt = sessionEndsAt(sessionPolicyFor(resolved.modeType), resolved.createdAt, lastSeenAt);
    return endsAt > clock.now().getTime() ? { resolved, endsAt } : null;
  }

  /** Calls `subscriber` with the id hash of every session that ended or changed, in any process. */
  onInvalidated(subscriber: (idHash: string) => void): () => void {
    return this.deps.invalidation.subscribe(subscriber);
  }

  /**
   * A new session for a user who just proved who they are (sign-in, multi-factor, registration): always a new
   * id. `mode` asks for a mode the issuer had (one-time hand-off); it applies only while the user holds it.
   */
  async start(userId: string, signInMethod: SignInMethod, mode?: ChosenMode | null, client?: SessionClient): Promise<StartedSession> {
    const { repository, clock, random } = this.deps;
    const profile = await repository.loadProfile(userId);
    if (!profile) throw new AppError('PE403002');
    const token = newSessionToken(random);
    const idHash = hashSessionToken(token);
    const now = clock.now();
    const chosen = mode === undefined ? initialMode(profile.modes, profile.memberships) : mode;
    await repository.insert({ idHash, userId, mode: chosen, signInMethod, createdAt: now, now, expiresAt: this.endOf(chosen, now, now), client });
    return { token, resolved: await this.mustResolveHash(idHash) };
  }

  /** Deletes the session of a cookie value, if any; used when a new sign-in replaces it. */
  async endToken(token: string | undefined): Promise<void> {
    if (isWellFormedSessionToken(token)) await this.end(hashSessionToken(token));
  }

  /** Ends one session: its own sign-out, or with `reason` when another device ended it. */
  async end(idHash: string, reason?: SessionEndReason): Promise<void> {
    await this.deps.repository.delete(idHash, reason ? this.ending(reason) : undefined);
    this.deps.lastSeen.forget(idHash);
    await this.deps.invalidation.invalidate([idHash]);
  }

  /**
   * Sign-out everywhere (a password change, or "sign out other devices"): every session of the user but `except`
   * ends, in every process, and its cookie is answered with `reason` from then on.
   */
  async endAllForUser(userId: string, except: string | null, reason: SessionEndReason): Promise<number> {
    const ended = await this.deps.repository.deleteForUser(userId, except, this.ending(reason));
    for (const idHash of ended) this.deps.lastSeen.forget(idHash);
    if (ended.length > 0) await this.deps.invalidation.invalidate(ended);
    return ended.length;
  }

  /** The user's data changed (verified phone, canary flag): every process reloads their sessions. */
  async reloadAllForUser(userId: string): Promise<void> {
    const idHashes = await this.deps.repository.idHashesOfUser(userId);
    if (idHashes.length > 0) await this.deps.invalidation.invalidate(idHashes);
  }

  /** §7 session refresh: reloaded from the database (not the cache), idle time extended. */
  async refresh(current: ResolvedSession): Promise<ResolvedSession> {
    await this.deps.invalidation.invalidate([current.idHash]);
    return this.mustResolveHash(current.idHash);
  }

  /** §4.2 switch session: a switchable user picks STORE (with a store code), INTERNAL or VENDOR; the id rotates. */
  async switchMode(current: ResolvedSession, request: SwitchSessionRequest): Promise<StartedSession> {
    const { repository, clock, random } = this.deps;
    const profile = await repository.loadProfile(current.userId);
    if (!profile || !isSwitchable(profile.modes, profile.memberships)) throw new AppError('PE403001');
    if (!profile.modes.some((m) => m.modeType === request.type)) throw new AppError('PE403001');

    let code: string | null = null;
    if (request.type === 'STORE') {
      const only = profile.memberships.length === 1 ? profile.memberships[0].storeCode : null;
      code = request.code?.trim() || only;
      if (!code) throw new AppError('PMA400003');
      if (!profile.memberships.some((m) => m.storeCode === code)) throw new AppError('PE403001');
    } else if (request.type === 'VENDOR' && request.code?.trim()) {
      code = request.code.trim();
      if (!(await repository.vendorCodesOf(current.userId)).includes(code)) throw new AppError('PE403001');
    }

    const token = newSessionToken(random);
    const idHash = hashSessionToken(token);
    const now = clock.now();
    const mode: ChosenMode = { type: request.type, code };
    const createdAt = new Date(current.createdAt);
    await repository.replace(current.idHash, {
      idHash,
      userId: current.userId,
      mode,
      signInMethod: current.signInMethod,
      createdAt,
      now,
      expiresAt: this.endOf(mode, createdAt, now),
    });
    this.deps.lastSeen.forget(current.idHash);
    await this.deps.invalidation.invalidate([current.idHash]);
    return { token, resolved: await this.mustResolveHash(idHash) };
  }

  /** §2.1 reset session: a switchable user's chosen mode is cleared so they choose again. */
  async resetMode(current: ResolvedSession): Promise<ResolvedSession> {
    if (!current.session.switchableMode) throw new AppError('PE403001');
    await this.deps.repository.setMode(current.idHash, null);
    await this.deps.invalidation.invalidate([current.idHash]);
    return this.mustResolveHash(current.idHash);
  }

  /** §7 filter/user-store: the stores a switch can choose (the caller must hold STORE mode). */
  async userStores(current: ResolvedSession, query: UserStoreQuery): Promise<Page<UserStore>> {
    if (!current.session.modes.includes('STORE')) throw new AppError('PE403001');
    const keyword = query.keyword?.trim() || null;
    const { rows, total } = await this.deps.repository.userStores(current.userId, keyword, query.page, query.size);
    return toPage(rows, total, query.page, query.size);
  }

  /** §7 filter/user-vendor. */
  async userVendors(current: ResolvedSession, query: UserVendorQuery): Promise<Page<UserVendor>> {
    if (!current.session.modes.includes('VENDOR')) throw new AppError('PE403001');
    const { rows, total } = await this.deps.repository.userVendors(current.userId, query.page, query.size);
    return toPage(rows, total, query.page, query.size);
  }

  /** The user's live sessions (signed-in devices), the most recently active first. */
  async activeSessions(current: ResolvedSession): Promise<ActiveSession[]> {
    const { repository, clock, lastSeen } = this.deps;
    const now = clock.now().getTime();
    const listed: ActiveSession[] = [];
    for (const row of await repository.listForUser(current.userId)) {
      const lastActiveAt = Math.max(row.lastSeenAt.getTime(), lastSeen.lastSeen(row.idHash) ?? 0);
      if (sessionEndsAt(sessionPolicyFor(row.modeType), row.createdAt.getTime(), lastActiveAt) <= now) continue;
      listed.push({
        id: sessionReference(row.idHash),
        current: row.idHash === current.idHash,
        signInMethod: row.signInMethod,
        startedAt: row.createdAt.getTime(),
        lastActiveAt,
        userAgent: row.userAgent,
        clientAddress: row.clientAddress,
      });
    }
    return listed.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt - a.lastActiveAt);
  }

  /**
   * Signs out one other session of the user (by its reference) or all others. The current session stays (sign-out
   * ends it); a reference that names no session of this user ends nothing (`0`).
   */
  async endOtherSessions(current: ResolvedSession, target: { id?: string; others?: boolean }): Promise<number> {
    if (target.others) return this.endAllForUser(current.userId, current.idHash, 'SIGNED_OUT_ELSEWHERE');
    const rows = await this.deps.repository.listForUser(current.userId);
    const row = rows.find((candidate) => candidate.idHash !== current.idHash && sessionReference(candidate.idHash) === target.id);
    if (!row) return 0;
    await this.end(row.idHash, 'SIGNED_OUT_ELSEWHERE');
    return 1;
  }

  /** Writes pending last-seen times, then removes rows past their expiry (their cookies already stopped working). */
  async purgeExpired(): Promise<number> {
    await this.deps.lastSeen.flush();
    const removed = await this.deps.repository.deleteExpired(this.deps.clock.now());
    for (const idHash of removed) this.deps.lastSeen.forget(idHash);
    if (removed.length > 0) await this.deps.invalidation.invalidate(removed);
    return removed.length;
  }

  /**
   * The code a request with this cookie is refused with when it has no session: why another step ended it, or
   * PE403002 (no cookie, expired, signed out by the user).
   */
  async refusalCode(token: string | undefined): Promise<ServerErrorCode> {
    if (!isWellFormedSessionToken(token)) return 'PE403002';
    const reason = await this.deps.repository.endReason(hashSessionToken(token), this.deps.clock.now());
    return reason ? sessionEndCodes[reason] : 'PE403002';
  }

  private ending(reason: SessionEndReason): SessionEnding {
    return {
      reason,
      now: this.deps.clock.now(),
      keepUntil: (row) => new Date(row.createdAt.getTime() + sessionPolicyFor(row.modeType as ChosenMode['type'] | null).absoluteMs),
    };
  }

  private endOf(mode: ChosenMode | null, createdAt: Date, lastSeenAt: Date): Date {
    return new Date(sessionEndsAt(sessionPolicyFor(mode?.type ?? null), createdAt.getTime(), lastSeenAt.getTime()));
  }

  private async mustResolveHash(idHash: string): Promise<ResolvedSession> {
    const resolved = await this.resolveHash(idHash);
    if (!resolved) throw new AppError('PE403002');
    return resolved;
  }

  /**
   * Idle and absolute expiry are judged on every request, cached or not, against the latest request known here
   * (written to the database in batches by the LastSeenTracker).
   */
  private async resolveHash(idHash: string): Promise<ResolvedSession | null> {
    const { cache, repository, clock } = this.deps;
    const now = clock.now();
    const known = this.cached(idHash, now);
    if (known !== undefined) return known;

    const mark = cache.mark();
    const row = await repository.find(idHash);
    if (!row || !this.admit(idHash, row.modeType, row.createdAt.getTime(), row.lastSeenAt.getTime(), now)) return null;
    const resolved = await this.load(row);
    if (resolved) cache.set(resolved, mark);
    return resolved;
  }

  /** A cached session, admitted (null when it has ended); undefined when it is not cached. */
  private cached(idHash: string, now: Date): ResolvedSession | null | undefined {
    const cached = this.deps.cache.get(idHash);
    if (!cached) return undefined;
    return this.admit(cached.idHash, cached.modeType, cached.createdAt, cached.lastSeenAt, now) ? cached : null;
  }

  /** Whether the session is still alive at `now`; if so, records this request as its latest. */
  private admit(idHash: string, modeType: ChosenMode['type'] | null, createdAt: number, storedLastSeen: number, now: Date): boolean {
    const policy = sessionPolicyFor(modeType);
    const lastSeenAt = Math.max(storedLastSeen, this.deps.lastSeen.lastSeen(idHash) ?? 0);
    if (sessionEndsAt(policy, createdAt, lastSeenAt) <= now.getTime()) {
      this.deps.lastSeen.forget(idHash);
      this.deps.cache.evict(idHash);
      return false;
    }
    this.deps.lastSeen.seen({ idHash, lastSeenAt: now, expiresAt: new Date(sessionEndsAt(policy, createdAt, now.getTime())) });
    return true;
  }

  private async load(row: SessionRow): Promise<ResolvedSession | null> {
    const { repository } = this.deps;
    const profile = await repository.loadProfile(row.userId);
    if (!profile) return null;
    const mode = stillHeld(row, profile);
    const details = mode ? await repository.loadModeDetails(row.userId, mode) : { store: null, accessibilityCodes: [], pickupPoints: [], menus: [] };
    const session = buildSessionValue({ ...profile, ...details, mode, signInMethod: row.signInMethod });
    return {
      idHash: row.idHash,
      userId: row.userId,
      signInMethod: row.signInMethod,
      modeType: row.modeType,
      modeCode: row.modeCode,
      session,
      json: JSON.stringify(session),
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.createdAt.getTime() + sessionPolicyFor(row.modeType).absoluteMs,
    };
  }
}

/** A mode chosen earlier counts only while the user still holds it (and, for STORE, still works for the store). */
function stillHeld(row: SessionRow, profile: { modes: { modeType: string }[]; memberships: { storeCode: string }[] }): ChosenMode | null {
  if (!row.modeType || !profile.modes.some((m) => m.modeType === row.modeType)) return null;
  if (row.modeType === 'STORE' && row.modeCode && !profile.memberships.some((m) => m.storeCode === row.modeCode)) return null;
  return { type: row.modeType, code: row.modeCode };
}
