import { dashboardFirstCalls } from '@seller-portal/contracts/analytics';
import type { Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { firstCallAddresses, withFirstCallPreloads } from './first-calls';

type Subject = Pick<Session, 'mode' | 'accessibilities'>;
const codes = (...names: string[]) => names.map((code) => ({ code })) as Subject['accessibilities'];
const seller: Subject = { mode: { type: 'STORE', code: 'S1', state: null }, accessibilities: codes('STORE_REPORT_SELLER-RATING', 'STORE_PROMO_BLIKLAN') };
const staff: Subject = { mode: { type: 'STORE', code: 'S1', state: null }, accessibilities: [] };
const internal: Subject = { mode: { type: 'INTERNAL', code: null, state: null }, accessibilities: [] };
const query = 'storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=7';
const session = `/backend/main/session?${query}`;
const config = `/backend/constant/filter?${query}`;
const summary = `/backend/analytics/dashboard/summary?${query}`;
const sellersDashboard = [session, config, summary, `/backend/analytics/rating/badges/config?${query}`, `/backend/analytics/bliklan/balance?${query}`];

describe('firstCallAddresses', () => {
  it.each<[string, string, Subject, string[]]>([
    ['a seller’s dashboard: the session, the config and the three figures calls', '/dashboard', seller, sellersDashboard],
    ['with a trailing slash', '/dashboard/', seller, sellersDashboard],
    ['a staff member without the rating and ads codes: only the summary of the page’s own', '/dashboard', staff, [session, config, summary]],
    ['an internal session: none of a store’s figures', '/dashboard', internal, [session, config]],
    ['a page without calls of its own', '/order-list', seller, [session, config]],
    ['a page below the dashboard is another page', '/dashboard/apps', seller, [session, config]],
  ])('%s', (_, path, subject, addresses) => {
    expect(firstCallAddresses([dashboardFirstCalls], path, subject, 7)).toEqual(addresses);
  });
});

describe('withFirstCallPreloads', () => {
  it('writes a marked fetch preload per address at the end of the head, its query escaped', () => {
    const html = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    expect(withFirstCallPreloads(html, [session])).toBe(
      `<!doctype html><html><head><script type="module" src="/assets/index.js"></script><link rel="preload" as="fetch" crossorigin href="${session.replace(/&/g, '&amp;')}" data-call></head><body></body></html>`,
    );
  });

  it('leaves the document as it is without addresses', () => {
    expect(withFirstCallPreloads('<head></head>', [])).toBe('<head></head>');
  });
});
