import {
  passwordPolicy,
  type CanaryFlagRequest,
  type ChangePasswordRequest,
  type EmailTokenInfo,
  type ForgotPasswordResult,
  type PasswordChanged,
  type PasswordWithTokenRequest,
} from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock } from '../../runtime';
import type { Transaction } from '../../db/open-database';
import { hashPassword, verifyPassword, type AuthService } from '../auth';
import type { Delivery } from '../delivery';
import type { ResolvedSession } from '../session';
import type { SessionService } from '../session';
import type { Reauthenticate } from '../session';
import type { AccountTokens } from '../account-tokens';
import { hashOpaqueToken } from '../shared/opaque-token';
import { normalizedEmail } from '../shared/contact';
import { checkNewPassword } from './password-rules';
import type { PasswordOwner, PasswordRepository } from './repository';

const minute = 60_000;
const hour = 60 * minute;

export const passwordLinkPolicy = {
  resetLinkMs: 1 * hour,
  createLinkMs: 24 * hour,
  /** A second forgot-password request within this time sends nothing new (the first link still works). */
  quietPeriodMs: 1 * minute,
} as const;

export interface PasswordServiceDeps {
  repository: PasswordRepository;
  tokens: AccountTokens;
  /** The devices known to a password (auth's), forgotten with it. */
  devices: Pick<AuthService, 'forgetDevices'>;
  sessions: SessionService;
  delivery: Delivery;
  /** The current password of a signed-in change, counted toward the account's lock. */
  reauthenticate: Reauthenticate;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}

/** Forgot, reset, create, expired and changed passwords (§4.1, §7 "User and password"). */
export class PasswordService {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordServiceDeps) {}

  /** A password set outside this module (a registration, in its transaction) starts the user's history. */
  recordHistory(tx: Transaction, userId: string, passwordHash: string, now: Date): Promise<void> {
    return this.deps.repository.addToHistory(tx, { userId, passwordHash, now });
  }

  /**
   * Forgot password: the answer is the same whether or not the email has an account, and comes before any
   * lookup or mail work, so neither its content nor its timing tells. A user without a password gets a
   * create-password link, everyone else a reset link.
   */
  forgot(rawEmail: string | undefined, origin: string, language: PageLanguage): ForgotPasswordResult {
    const email = normalizedEmail(rawEmail);
    const task = this.sendPasswordLink(email, origin, language).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'forgot password: the link was not sent');
    });
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
    return { sent: true };
  }

  /** Waits for mail still being prepared (server shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.background]);
  }

  private async sendPasswordLink(email: string, origin: string, language: PageLanguage): Promise<void> {
    const { repository, tokens, delivery, clock } = this.deps;
    const owner = await repository.ownerByEmail(email);
    if (!owner || owner.status !== 'ACTIVE') return;
    const latest = await tokens.latestIssuedAt(owner.id, ['RESET_PASSWORD', 'CREATE_PASSWORD']);
    if (latest && clock.now().getTime() - latest.getTime() < passwordLinkPolicy.quietPeriodMs) return;
    const create = owner.passwordHash === null;
    const lifetime = create ? passwordLinkPolicy.createLinkMs : passwordLinkPolicy.resetLinkMs;
    const token = await tokens.issue(owner.id, create ? 'CREATE_PASSWORD' : 'RESET_PASSWORD', lifetime);
    // §2.1 pages: /create-password and /reset-password/v2 (the same page).
    const link = `${origin}${create ? '/create-password' : '/reset-password/v2'}?token=${encodeURIComponent(token)}`;
    await delivery.sendPasswordLink({ to: owner.email, link, purpose: create ? 'CREATE_PASSWORD' : 'RESET_PASSWORD', language, validHours: lifetime / hour });
  }

  /** filter-by-email-token: what a mailed link is for, before its form is filled in. */
  async emailTokenInfo(token: string | undefined): Promise<EmailTokenInfo> {
    const { token: row, owner } = await this.mailedToken(token);
    return { email: owner.email, purpose: row.purpose as EmailTokenInfo['purpose'], expiresAt: row.expiresAt.getTime() };
  }

  /** Reset or create a password with a mailed link; every session of the user ends. */
  async setWithMailedToken(request: PasswordWithTokenRequest, language: PageLanguage): Promise<PasswordChanged> {
    const { token, owner, raw } = await this.mailedToken(request.token);
    const password = checkNewPassword(request.newPassword, request.confirmPassword, [owner.email, owner.username]);
    await this.assertNotRecent(owner, password);
    return this.apply(owner, password, { tokenHash: hashOpaqueToken(raw), verifyEmail: true, keepSession: null, purpose: token.purpose, language });
  }

  /** The expired-password change with the token of the PE401004 answer (PE401013 when it expired or was used). */
  async changeExpired(request: PasswordWithTokenRequest, language: PageLanguage): Promise<PasswordChanged> {
    if (!request.token?.trim()) throw new AppError('ERR_PMU400007');
    const found = await this.deps.tokens.lookup(request.token.trim(), ['EXPIRED_PASSWORD']);
    if (found.state !== 'VALID') throw new AppError('PE401013');
    const owner = await this.activeOwner(found.token.userId);
    const password = checkNewPassword(request.newPassword, request.confirmPassword, [owner.email, owner.username]);
    await this.assertNotRecent(owner, password);
    return this.apply(owner, password, {
      tokenHash: hashOpaqueToken(request.token.trim()),
      verifyEmail: false,
      keepSession: null,
      purpose: 'EXPIRED_PASSWORD',
      language,
    });
  }

  /**
   * A signed-in change: the current password proves it is the user (a wrong one is PE401007, answered 400 so the
   * client does not take it for a lost session, and counted toward the account's lock). Every other session of
   * the user ends.
   */
  async change(session: ResolvedSession, request: ChangePasswordRequest, language: PageLanguage): Promise<PasswordChanged> {
    if (!request.currentPassword) throw new AppError('ERR_PMU400006');
    const owner = await this.activeOwner(session.userId);
    const password = checkNewPassword(request.newPassword, request.confirmPassword, [owner.email, owner.username]);
    await this.deps.reauthenticate(session, request.currentPassword, language);
    await this.assertNotRecent(owner, password);
    return this.apply(owner, password, { verifyEmail: false, keepSession: session.idHash, purpose: 'CHANGE', language });
  }

  async setCanaryFlag(session: ResolvedSession, request: CanaryFlagRequest): Promise<CanaryFlagRequest> {
    await this.deps.repository.setCanaryFlag(session.userId, request.canaryFlag);
    await this.deps.sessions.reloadAllForUser(session.userId);
    return { canaryFlag: request.canaryFlag };
  }

  /** A mailed reset/create token: LINK_INVALID unknown or used, PE401003 an expired reset link, PE401002 an expired create link. */
  private async mailedToken(raw: string | undefined) {
    const token = raw?.trim();
    if (!token) throw new AppError('ERR_PMU400007');
    const found = await this.deps.tokens.lookup(token, ['RESET_PASSWORD', 'CREATE_PASSWORD']);
    if (found.state === 'UNKNOWN' || found.state === 'USED') throw new AppError('LINK_INVALID');
    if (found.state === 'EXPIRED') throw new AppError(found.token.purpose === 'RESET_PASSWORD' ? 'PE401003' : 'PE401002');
    return { token: found.token, owner: await this.activeOwner(found.token.userId), raw: token };
  }

  private async activeOwner(userId: string): Promise<PasswordOwner> {
    const owner = await this.deps.repository.owner(userId);
    if (!owner) throw new AppError('LINK_INVALID');
    if (owner.status !== 'ACTIVE') throw new AppError('PE401015');
    return owner;
  }

  /** PE400031 the current password; PE500014 one of the 5 latest. */
  private async assertNotRecent(owner: PasswordOwner, password: string): Promise<void> {
    if (owner.passwordHash && (await verifyPassword(owner.passwordHash, password))) throw new AppError('PE400031');
    for (const previous of await this.deps.repository.latestHashes(owner.id, passwordPolicy.historySize)) {
      if (previous !== owner.passwordHash && (await verifyPassword(previous, password))) throw new AppError('PE500014');
    }
  }

  private async apply(
    owner: PasswordOwner,
    password: string,
    options: { tokenHash?: string; verifyEmail: boolean; keepSession: string | null; purpose: string; language: PageLanguage },
  ): Promise<PasswordChanged> {
    const { repository, sessions, clock, tokens, devices } = this.deps;
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    // One transaction: the token used up (unless a parallel request used it first, or it expired), the password and
    // its history, other password tokens revoked (account-tokens) and the devices known to the old password
    // forgotten (auth), each module writing its own tables.
    const applied = await repository.transaction(async (tx) => {
      if (options.tokenHash && !(await tokens.useInTransaction(tx, options.tokenHash, owner.id, now))) return false;
      await repository.writePassword(tx, { userId: owner.id, passwordHash, now, keep: passwordPolicy.historySize, verifyEmail: options.verifyEmail });
      // Browsers known to the old password are known no more: whoever guessed or stole it loses that standing too.
      await devices.forgetDevices(tx, owner.id);
      await tokens.revokePasswordTokens(owner.id, tx);
      return true;
    });
    // A parallel request used the token first (single use).
    if (!applied) throw new AppError(options.purpose === 'EXPIRED_PASSWORD' ? 'PE401013' : 'LINK_INVALID');
    // Sign-out everywhere: whoever knew the old password is out of every other session, in every process.
    const signedOutSessions = await sessions.endAllForUser(owner.id, options.keepSession, 'PASSWORD_CHANGED');
    // The owner hears of every new password but the first: a change they did not make is theirs to stop.
    if (owner.passwordHash !== null) await this.deps.delivery.sendNotice({ to: owner.email, kind: 'PASSWORD_CHANGED', language: options.language });
    return { username: owner.username, signedOutSessions };
  }
}
