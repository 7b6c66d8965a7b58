import { manualNotificationPaths, type ManualNotification } from '@seller-portal/contracts/partner-notifications';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** How far ahead `scheduleStoreNotification` schedules: the clock moves past it to make the notification due. */
export const scheduledAheadMs = 60_000;

/**
 * An in-app announcement to DEMO-60001, scheduled a minute ahead by an editor holding
 * INTERNAL_NOTIFICATION_MANUAL-SAVE: work for the "scheduled manual notifications" job once the clock passes it.
 */
export async function scheduleStoreNotification(
  server: Pick<TestServer, 'call' | 'clock'>,
  editorCookie: string,
  title: { id: string; en: string },
): Promise<ManualNotification> {
  const created = await server.call<ManualNotification>('POST', manualNotificationPaths.create, {
    cookie: editorCookie,
    body: {
      category: 'ANNOUNCEMENT',
      content: { IN_APP: { id: { title: title.id, body: 'Isi.' }, en: { title: title.en, body: 'Text.' } } },
      audience: { type: 'STORE_CODES', values: ['DEMO-60001'] },
      sendMode: 'SCHEDULE',
      scheduledAt: server.clock.now().getTime() + scheduledAheadMs,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.value as ManualNotification;
}
