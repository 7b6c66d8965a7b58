import { createHmac, timingSafeEqual } from 'node:crypto';
import { analyticsReportCodeMaxLength, type AnalyticsReportOptOut } from '@seller-portal/contracts/analytics';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { AnalyticsReportRepository } from './repository';

/** The development value, published in the README; production without ANALYTICS_REPORT_LINK_SECRET uses a random one. */
export const devAnalyticsReportLinkSecret = 'dev-only-analytics-report-link-secret-do-not-use-in-production';

const storeCodePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function signatureOf(secret: string, storeCode: string): Buffer {
  // The purpose is part of what is signed, so no other signed value of the project passes as this one.
  return createHmac('sha256', secret).update(`analytics-report-unsubscribe:${storeCode}`).digest();
}

/** The `encodedBusinessPartnerCode` of a store's report emails: the store code and its HMAC, both base64url. */
export function encodeAnalyticsReportCode(secret: string, storeCode: string): string {
  return `${Buffer.from(storeCode).toString('base64url')}.${signatureOf(secret, storeCode).toString('base64url')}`;
}

/** The store a link code names, or null for anything not signed with the secret (tampered, cut, garbage, too long). */
export function decodeAnalyticsReportCode(secret: string, code: string): string | null {
  if (code.length > analyticsReportCodeMaxLength) return null;
  const parts = code.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]) || !/^[\w-]+$/.test(parts[1])) return null;
  const storeCode = Buffer.from(parts[0], 'base64url').toString('utf8');
  if (!storeCodePattern.test(storeCode)) return null;
  const given = Buffer.from(parts[1], 'base64url');
  const expected = signatureOf(secret, storeCode);
  return given.length === expected.length && timingSafeEqual(given, expected) ? storeCode : null;
}

/** The analytics report emails' subscriptions: a signed link stops a store's emails, once. */
export class AnalyticsReportSubscriptions {
  constructor(
    private readonly repository: AnalyticsReportRepository,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** The link's code → the store's opt-out (kept from the first time); ANALYTICS_REPORT_LINK_INVALID for any code the server did not sign. */
  async unsubscribe(code: string): Promise<AnalyticsReportOptOut> {
    const storeCode = decodeAnalyticsReportCode(this.secret, code);
    const optOut = storeCode ? await this.repository.optOut(storeCode, this.clock.now()) : null;
    if (!optOut) throw new AppError('ANALYTICS_REPORT_LINK_INVALID');
    return { storeName: optOut.storeName, optedOutAt: optOut.optedOutAt.toISOString() };
  }

  /** The link's code → the store's report emails start again; ANALYTICS_REPORT_LINK_INVALID as for `unsubscribe`. */
  async resubscribe(code: string): Promise<{ storeName: string }> {
    const storeCode = decodeAnalyticsReportCode(this.secret, code);
    const storeName = storeCode ? await this.repository.optIn(storeCode) : null;
    if (storeName === null) throw new AppError('ANALYTICS_REPORT_LINK_INVALID');
    return { storeName };
  }

  /** Whether the store's analytics report emails are stopped (the sender asks before each email). */
  isOptedOut(storeCode: string): Promise<boolean> {
    return this.repository.isOptedOut(storeCode);
  }
}
