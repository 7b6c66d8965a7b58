import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isLoopbackHost } from '../../config/env';
import { blankToUndefined, flag, secret, textOr } from '../../config/env-variables';
import { moduleSettings } from '../server-module';
import type { SmsProvider } from './transports';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** Mail through SMTP; null: the outbox table only. */
    smtp: { url: string; from: string } | null;
    /** The SMS provider; null: the outbox table only. */
    sms: SmsProvider | null;
    /** Serve GET /dev/outbox to loopback clients (never in production). */
    devOutbox: boolean;
    /** The key /dev/outbox asks for (query `key` or header `X-Dev-Outbox-Key`); null: a random one nobody knows. */
    devOutboxKey: string | null;
  }
}

export interface DeliverySettings {
  smtp: { url: string; from: string } | null;
  sms: SmsProvider | null;
  devOutbox: boolean;
  devOutboxKey: string | null;
}

/** SMTP_URL, MAIL_FROM, DEV_OUTBOX and DEV_OUTBOX_KEY. */
export const deliverySettings = moduleSettings({
  env: {
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: textOr('Seller Center <no-reply@seller-portal.local>'),
    DEV_OUTBOX: flag(),
    DEV_OUTBOX_KEY: secret(16),
  },
  fromEnv: (e, { production, host }) => {
    if (production && e.DEV_OUTBOX === '1') {
      throw new Error('Invalid environment: DEV_OUTBOX: the outbox page shows sign-in codes and reset links and never runs in production.');
    }
    // The page shows codes and reset links: asked for, or by default only on a loopback-only server without real
    // mail; never in production. It answers requests from this machine, not through a proxy, with the key only
    // (routes.ts).
    const devOutbox = !production && (e.DEV_OUTBOX === '1' || (e.DEV_OUTBOX === undefined && !e.SMTP_URL && isLoopbackHost(host)));
    return {
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
      devOutbox,
      devOutboxKey: devOutbox ? (e.DEV_OUTBOX_KEY ?? randomBytes(24).toString('base64url')) : null,
    };
  },
  resolve: (given): DeliverySettings => ({
    smtp: given.smtp ?? null,
    sms: given.sms ?? null,
    devOutbox: given.devOutbox ?? false,
    devOutboxKey: given.devOutboxKey ?? null,
  }),
});
