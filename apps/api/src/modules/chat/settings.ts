import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { optionalText, secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';
import { devChatTokenSecret, type ChatTokenSettings, type FirebaseServiceAccount } from './chat-token';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The chat token secret and the Firebase service account; an absent secret is the published development value. */
    chat: Partial<ChatTokenSettings>;
  }
}

/** CHAT_TOKEN_SECRET and FIREBASE_SERVICE_ACCOUNT. */
export const chatSettings = moduleSettings({
  env: { CHAT_TOKEN_SECRET: secret(32), FIREBASE_SERVICE_ACCOUNT: optionalText() },
  fromEnv: (e, { production, cwd }) => ({
    chat: {
      // Production never uses the published development secret: unset, each process draws its own, so chat tokens
      // work only with the process that minted them (set CHAT_TOKEN_SECRET for several processes).
      tokenSecret: e.CHAT_TOKEN_SECRET ?? (production ? randomBytes(32).toString('base64url') : undefined),
      firebaseServiceAccount: parseFirebaseServiceAccount(e.FIREBASE_SERVICE_ACCOUNT, cwd),
    },
  }),
  resolve: (given): ChatTokenSettings => ({
    tokenSecret: given.chat?.tokenSecret ?? devChatTokenSecret,
    firebaseServiceAccount: given.chat?.firebaseServiceAccount ?? null,
  }),
});

const firebaseServiceAccountSchema = z.object({ project_id: z.string().min(1), client_email: z.string().min(1), private_key: z.string().min(1) });

/** FIREBASE_SERVICE_ACCOUNT: the key file's JSON itself, or the path of the file. */
export function parseFirebaseServiceAccount(raw: string | undefined, cwd: string): FirebaseServiceAccount | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.trim().startsWith('{') ? raw : readFileSync(resolve(cwd, raw), 'utf8'));
  } catch {
    throw new Error('Invalid environment: FIREBASE_SERVICE_ACCOUNT: neither a service account JSON nor a readable file holding one');
  }
  const parsed = firebaseServiceAccountSchema.safeParse(json);
  if (!parsed.success) throw new Error('Invalid environment: FIREBASE_SERVICE_ACCOUNT: needs project_id, client_email and private_key');
  return { project_id: parsed.data.project_id, client_email: parsed.data.client_email, private_key: parsed.data.private_key };
}
