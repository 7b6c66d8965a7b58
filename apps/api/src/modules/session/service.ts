import type { SwitchSessionRequest } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { SessionRepository, SessionRow } from './repository';
import type { ResolvedSession } from './resolved-session';
import type { SessionCache } from './session-cache';
import type { SessionInvalidation } from './session-invalidation';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token';
import { buildSessionValue, initialMode, isSwitchable, type ChosenMode } from './session-value';

const minute = 60_000;
const hour = 60 * minute;

/** A session ends after a day without use, and at the latest 30 days after sign-in. */
export const sessionLifetime = {
  idleMs: 24 * hour,
  absoluteMs: 30 * 24 * hour,
  /** last_seen_at is written at most this often per session. */
  touchEveryMs: minute,
} as const;

export function nextExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(createdAt.getTime() + sessionLifetime.absoluteMs, now.getTime() + sessionLifetime.idleMs));
}

export interface SessionServiceDeps {
  repository: SessionRepository;
  cache: SessionCache;
  invalidation: SessionInvalidation;
  clock: Clock;
  random: Random;
}

export interface StartedSession {
  token: string;
  resolved: ResolvedSession;
}

export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /** The session of a cookie value, from the cache or the database; null when it is not valid. */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!isWellFormedSessionToken(token)) return null;
    return this.resolveHash(hashSessionToken(token));
  }

  /** A new session for a user who just proved who they are (sign-in). */
  async start(userId: string, signInMethod: string): Promise<StartedSession> {
    const { repository, clock, random } = this.deps;
    const profile = await repository.loadProfile(userId);
    if (!profile) throw new AppError('PE403002');
    const token = newSessionToken(random);
    const idHash = hashSessionToken(token);
    const now = clock.now();
    const mode = initialMode(profile.modes, profile.memberships);
    await repository.insert({ idHash, userId, mode, signInMethod, now, expiresAt: nextExpiry(now, now) });
    return { token, resolved: await this.mustResolveHash(idHash) };
  }

  /** Deletes the session of a cookie value, if any; used when a new sign-in replaces it. */
  async endToken(token: string | undefined): Promise<void> {
    if (isWellFormedSessionToken(token)) await this.end(hashSessionToken(token));
  }

  async end(idHash: string): Promise<void> {
    await this.deps.repository.delete(idHash);
    await this.deps.invalidation.invalidate([idHash]);
  }

  /** §4.2 switch session: a switchable user picks STORE (with a store code) or INTERNAL; the id rotates. */
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
    }

    const token = newSessionToken(random);
    const idHash = hashSessionToken(token);
    const now = clock.now();
    await repository.replace(current.idHash, {
      idHash,
      userId: current.userId,
      mode: { type: request.type, code },
      signInMethod: current.signInMethod,
      now,
      expiresAt: nextExpiry(now, now),
    });
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

  /** Removes rows past their expiry; their cookies already stopped working. */
  async purgeExpired(): Promise<number> {
    const removed = await this.deps.repository.deleteExpired(this.deps.clock.now());
    if (removed.length > 0) await this.deps.invalidation.invalidate(removed);
    return removed.length;
  }

  private async mustResolveHash(idHash: string): Promise<ResolvedSession> {
    const resolved = await this.resolveHash(idHash);
    if (!resolved) throw new AppError('PE403002');
    return resolved;
  }

  private async resolveHash(idHash: string): Promise<ResolvedSession | null> {
    const { cache, repository, clock } = this.deps;
    const cached = cache.get(idHash);
    if (cached) return cached;
    const mark = cache.mark();
    const now = clock.now();
    const row = await repository.findActive(idHash, now);
    if (!row) return null;
    let expiresAt = row.expiresAt;
    if (now.getTime() - row.lastSeenAt.getTime() >= sessionLifetime.touchEveryMs) {
      expiresAt = nextExpiry(row.createdAt, now);
      await repository.touch(idHash, now, expiresAt);
    }
    const resolved = await this.load({ ...row, expiresAt });
    if (resolved) cache.set(resolved, mark);
    return resolved;
  }

  private async load(row: SessionRow): Promise<ResolvedSession | null> {
    const { repository } = this.deps;
    const profile = await repository.loadProfile(row.userId);
    if (!profile) return null;
    const mode = stillHeld(row, profile);
    const details = mode
      ? await repository.loadModeDetails(row.userId, mode)
      : { store: null, accessibilityCodes: [], pickupPoints: [], menus: [] };
    const session = buildSessionValue({ ...profile, ...details, mode, signInMethod: row.signInMethod });
    return {
      idHash: row.idHash,
      userId: row.userId,
      signInMethod: row.signInMethod,
      session,
      json: JSON.stringify(session),
      expiresAt: row.expiresAt.getTime(),
    };
  }
}

/** A mode chosen earlier counts only while the user still holds it (and, for STORE, still works for the store). */
function stillHeld(row: SessionRow, profile: { modes: { modeType: string }[]; memberships: { storeCode: string }[] }): ChosenMode | null {
  if (!row.modeType || !profile.modes.some((m) => m.modeType === row.modeType)) return null;
  if (row.modeType === 'STORE' && row.modeCode && !profile.memberships.some((m) => m.storeCode === row.modeCode)) return null;
  return { type: row.modeType, code: row.modeCode };
}
