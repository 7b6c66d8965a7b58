import { chatLimits } from '@seller-portal/contracts/chat';
import { errors as joseErrors, decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { VerifiedTokens } from '../shared/verified-tokens';
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { AppError } from '../../http/app-error';

/** The fields of a Firebase service account key file that minting and checking custom tokens read. */
export interface FirebaseServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

export interface ChatTokenSettings {
  /** Signs the server's own chat tokens (HS256). */
  tokenSecret: string;
  /** When set, generate-token answers a Firebase custom token (the Realtime Database adapter signs in with it). */
  firebaseServiceAccount: FirebaseServiceAccount | null;
}

/**
 * The development value, published in the README: production never uses it (an unset secret is drawn per process
 * there), so a token signed with it never opens a real store's chat.
 */
export const devChatTokenSecret = 'dev-only-chat-token-secret-do-not-use-in-production';

const issuer = 'seller-portal';
const sellerAudience = 'seller-portal-chat';
/** Firebase custom tokens are addressed to this audience (Firebase Authentication's documented value). */
const firebaseAudience = 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

/** Who a chat token is for: §6 "a chat token" of this session's store and user. */
export interface ChatTokenSubject {
  userId: string;
  storeCode: string;
}

const encoder = new TextEncoder();

/**
 * Clocks differ a little between processes (and firebase-admin stamps its tokens with the machine's clock, not the
 * server's): a token issued up to a minute "in the future" is still good.
 */
const clockTolerance = 60;

/**
 * Mints and checks chat tokens. The server's own token is an HS256 JWT (`sub` the user, `store` the store code, one
 * hour). With a Firebase service account configured, generate-token answers a Firebase custom token instead
 * (RS256, `uid` the user, `claims.storeCode`); firebase-admin is imported the first time one is minted, so a
 * server without Firebase never loads it. Both kinds are accepted in `X-Chat-Token`.
 */
export class ChatTokens {
  private firebaseAuth: Promise<{ createCustomToken(uid: string, claims: object): Promise<string> }> | null = null;
  private firebasePublicKey: KeyObject | null = null;
  private readonly verifiedChatTokens = new VerifiedTokens<ChatTokenSubject>();

  constructor(
    private readonly settings: ChatTokenSettings,
    private readonly now: () => Date,
  ) {}

  async mint(subject: ChatTokenSubject): Promise<string> {
    if (this.settings.firebaseServiceAccount) {
      const auth = await this.firebase(this.settings.firebaseServiceAccount);
      return auth.createCustomToken(subject.userId, { storeCode: subject.storeCode });
    }
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ store: subject.storeCode })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(sellerAudience)
      .setSubject(subject.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + chatLimits.chatTokenLifetimeSeconds)
      .sign(encoder.encode(this.settings.tokenSecret));
  }

  /** Throws CHAT_TOKEN_INVALID or CHAT_TOKEN_EXPIRED unless `token` is a live chat token of exactly this user and store. */
  async verify(token: string | undefined, expected: ChatTokenSubject): Promise<void> {
    if (!token || token.length > 4096) throw new AppError('CHAT_TOKEN_INVALID');
    let subject = this.verifiedChatTokens.get(token, this.now().getTime());
    if (!subject) subject = await this.check(token);
    if (subject.userId !== expected.userId || subject.storeCode !== expected.storeCode) throw new AppError('CHAT_TOKEN_INVALID');
  }

  /** A chat token's user and store, once its signature, issuer, audience and time are checked (remembered until it ends). */
  private async check(token: string): Promise<ChatTokenSubject> {
    let subject: ChatTokenSubject;
    let expiresAt: number;
    try {
      const { alg } = decodeProtectedHeader(token);
      if (alg === 'HS256') {
        const { payload } = await jwtVerify(token, encoder.encode(this.settings.tokenSecret), {
          issuer,
          audience: sellerAudience,
          algorithms: ['HS256'],
          currentDate: this.now(),
          clockTolerance,
        });
        subject = { userId: String(payload.sub), storeCode: String(payload.store) };
        expiresAt = payload.exp ?? 0;
      } else if (alg === 'RS256' && this.settings.firebaseServiceAccount) {
        const account = this.settings.firebaseServiceAccount;
        this.firebasePublicKey ??= createPublicKey(account.private_key);
        const { payload } = await jwtVerify<JWTPayload & { uid?: string; claims?: { storeCode?: string } }>(token, this.firebasePublicKey, {
          issuer: account.client_email,
          audience: firebaseAudience,
          algorithms: ['RS256'],
          currentDate: this.now(),
          clockTolerance,
        });
        subject = { userId: String(payload.uid), storeCode: String(payload.claims?.storeCode) };
        expiresAt = payload.exp ?? 0;
      } else {
        throw new AppError('CHAT_TOKEN_INVALID');
      }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError('CHAT_TOKEN_EXPIRED');
      throw new AppError('CHAT_TOKEN_INVALID');
    }
    this.verifiedChatTokens.set(token, subject, (expiresAt + clockTolerance) * 1000);
    return subject;
  }

  private firebase(account: FirebaseServiceAccount) {
    this.firebaseAuth ??= (async () => {
      const [{ cert, getApps, initializeApp }, { getAuth }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/auth')]);
      // One firebase-admin app per key: another server of this process (a test's) may hold another account.
      const name = `seller-portal-chat-${createHash('sha256').update(account.client_email).update(account.private_key).digest('hex').slice(0, 16)}`;
      const app =
        getApps().find((a) => a.name === name) ??
        initializeApp({ credential: cert({ projectId: account.project_id, clientEmail: account.client_email, privateKey: account.private_key }) }, name);
      return getAuth(app);
    })();
    return this.firebaseAuth;
  }
}
