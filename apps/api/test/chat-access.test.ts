import { analyticsPaths, type DashboardSummary } from '@seller-portal/contracts/analytics';
import { broadcastPaths } from '@seller-portal/contracts/broadcast';
import { chatCalls, chatTokenHeader, sellerChatFeature } from '@seller-portal/contracts/chat';
import { accessOf, apiPaths, callPath, holdsAccess, type AccessibilityCode, type CallShape, type Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { drivers } from './support/test-database';
import { useTestServer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

/**
 * §6 "chat features need STORE mode, the STORE_CONVERSATION access and a chat token" and a user must hold every
 * required code: staff of the demo store holding one conversation code (or two) each see what it allows, through
 * what the portal reads (the session's menus and the page guard on the served session) and what the server
 * answers, and nothing the portal would show fails.
 */

const demoStoreCode = 'DEMO-60001';

/** The seller's chat calls the pages make without writing, and the ones that write (each with a body it accepts). */
const readingCalls = [
  chatCalls.config,
  chatCalls.assignedPickupPoints,
  chatCalls.rooms,
  chatCalls.templates,
  chatCalls.reviewReminderQuota,
  chatCalls.reviewReminderProducts,
];
const writingCalls: [CallShape, unknown][] = [
  [chatCalls.createTemplate, { title: 'Salam', text: 'Halo {customerName}!' }],
  [chatCalls.products, undefined],
];

interface Seen {
  menu: boolean;
  pages: boolean;
  composer: boolean;
  token: number;
  reads: number[];
  writes: number[];
  dashboardChats: boolean;
  broadcastHistory: number;
}

async function whatTheyGet(server: TestServer, codes: readonly AccessibilityCode[]): Promise<Seen> {
  const user = await createTestUser(server, { mode: 'STORE', codes, store: { code: demoStoreCode } });
  const session = (await server.call<Session>('GET', apiPaths.session, { cookie: user.cookie })).body.value as Session;
  const token = await server.call<string>('GET', callPath(chatCalls.token, {}), { cookie: user.cookie });
  const headers: Record<string, string> = token.status === 200 ? { [chatTokenHeader]: token.body.value as string } : {};
  const call = (shape: CallShape, body?: unknown) => server.call(shape.method, shape.path, { cookie: user.cookie, headers, body });
  const reads = await Promise.all(readingCalls.map(async (shape) => (await call(shape)).status));
  const writes: number[] = [];
  for (const [shape, body] of writingCalls) writes.push((await call(shape, body)).status);
  const dashboard = await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, { cookie: user.cookie });
  const broadcasts = await server.call('GET', broadcastPaths.broadcasts, { cookie: user.cookie });
  return {
    menu: session.menus.some((menu) => menu.code === 'chat'),
    // What the portal's guard decides for /conversations, and whether the composer shows, on the session it is served.
    pages: holdsAccess(session, sellerChatFeature.access),
    composer: holdsAccess(session, accessOf(sellerChatFeature, 'write')),
    token: token.status,
    reads,
    writes,
    dashboardChats: dashboard.body.value?.chats != null,
    broadcastHistory: broadcasts.status,
  };
}

const allowed = (count: number) => Array<number>(count).fill(200);
const refused = (count: number) => Array<number>(count).fill(403);

describe.each(drivers)('seller chat for staff holding some of the conversation codes (%s)', (driver) => {
  const server = useTestServer(driver);

  it('STORE_CONVERSATION alone: the menu, the pages and every read; no composer, and the server refuses writing', async () => {
    expect(await whatTheyGet(server, ['STORE_CONVERSATION'])).toEqual({
      menu: true,
      pages: true,
      composer: false,
      token: 200,
      reads: allowed(readingCalls.length),
      writes: refused(writingCalls.length),
      dashboardChats: true,
      broadcastHistory: 200,
    });
  });

  it('STORE_CONVERSATION with _WRITE: the composer too, and writing is answered', async () => {
    expect(await whatTheyGet(server, ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'])).toEqual({
      menu: true,
      pages: true,
      composer: true,
      token: 200,
      reads: allowed(readingCalls.length),
      writes: allowed(writingCalls.length),
      dashboardChats: true,
      broadcastHistory: 200,
    });
  });

  it.each([['STORE_CONVERSATION_VIEW-ONLY'], ['STORE_CONVERSATION_WRITE']] as const)(
    '%s alone opens no chat: no menu, no page, no call the portal would make and see refused',
    async (code) => {
      expect(await whatTheyGet(server, [code])).toEqual({
        menu: false,
        pages: false,
        composer: false,
        token: 403,
        reads: refused(readingCalls.length),
        writes: refused(writingCalls.length),
        dashboardChats: false,
        broadcastHistory: 403,
      });
    },
  );
});
