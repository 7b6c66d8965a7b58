import { educationApiPaths, feedbackSurveyIntervalDays, type FeedbackEligibility, type FeedbackShowing } from '@seller-portal/contracts/education';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sellerFeedbackShowings } from '../src/modules/education/schema';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';

const day = 24 * 60 * 60_000;
const week = feedbackSurveyIntervalDays * day;

async function eligible(server: TestServer, cookie: string, eventCode: string): Promise<boolean | undefined> {
  const answer = await server.call<FeedbackEligibility[]>('POST', educationApiPaths.feedbackEligible, { cookie, body: { eventCodes: [eventCode] } });
  expect(answer.status).toBe(200);
  return answer.body.value?.[0]?.eligible;
}

async function show(server: TestServer, cookie: string, eventCode: string) {
  return server.call<FeedbackShowing>('POST', educationApiPaths.feedbackShowing, { cookie, body: { eventCode } });
}

describe.each(drivers)('one survey a week per user (§4.11) (%s)', (driver) => {
  const server = useTestServer(driver);
  // Each test starts with no survey shown to anyone.
  beforeEach(async () => {
    await server.database.db.delete(sellerFeedbackShowings);
  });

  it('a survey shown on one device keeps every survey away for a week on every device (a reload, a second sign-in); then one may show again', async () => {
    const laptop = await server.signIn(demo.seller.username, demo.seller.password);
    const phone = await server.signIn(demo.seller.username, demo.seller.password);
    const shownAt = server.clock.now().getTime();

    expect(await eligible(server, laptop, 'SELLER_CHAT_TEXT_V2')).toBe(true);
    expect((await show(server, laptop, 'SELLER_CHAT_TEXT_V2')).body.value).toEqual({ shown: true, nextAt: null });

    // Routine chat replies trigger more surveys: none shows, on this device after a reload or on the other one.
    for (const cookie of [laptop, phone]) {
      expect(await eligible(server, cookie, 'SELLER_CHAT_PRODUCT_V2')).toBe(false);
      expect((await show(server, cookie, 'SELLER_CHAT_PRODUCT_V2')).body.value).toEqual({ shown: false, nextAt: shownAt + week });
      expect((await show(server, cookie, 'SELLER_CHAT_TEXT_V2')).body.value?.shown).toBe(false);
    }

    // The help menu's "Give feedback" is the seller asking: it is offered all the same.
    expect(await eligible(server, laptop, 'SELLER_HELP_MENU')).toBe(true);

    // Another user is not held back by this one.
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    expect((await show(server, staff, 'SELLER_CHAT_TEXT_V2')).body.value?.shown).toBe(true);

    // A week later (the sessions have idled out meanwhile: the seller signs in again), a survey may show again.
    server.clock.advance(week - 60_000);
    const before = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await show(server, before, 'SELLER_CHAT_PRODUCT_V2')).body.value?.shown).toBe(false);
    server.clock.advance(60_000);
    const after = await server.signIn(demo.seller.username, demo.seller.password);
    expect(await eligible(server, after, 'SELLER_CHAT_PRODUCT_V2')).toBe(true);
    expect((await show(server, after, 'SELLER_CHAT_PRODUCT_V2')).body.value?.shown).toBe(true);
    const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, demo.seller.username));
    const [row] = await server.database.db.select().from(sellerFeedbackShowings).where(eq(sellerFeedbackShowings.userId, user.id));
    expect([row.eventCode, row.shownAt.getTime()]).toEqual(['SELLER_CHAT_PRODUCT_V2', server.clock.now().getTime()]);
  });

  it('ten tabs asking at once show one survey between them', async () => {
    const cookies = await Promise.all(Array.from({ length: 3 }, () => server.signIn(demo.seller.username, demo.seller.password)));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => show(server, cookies[n % cookies.length], 'SELLER_CHAT_TEXT_V2')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.value?.shown)).toHaveLength(1);
  });

  it('a survey the seller already answered in its period is not shown, and does not use up the week', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const answered = await server.call('POST', educationApiPaths.feedbackAnswers, {
      cookie: seller,
      body: {
        eventCode: 'SELLER_CHAT_TEXT_V2',
        answers: [
          { questionId: 'satisfaction', value: 5 },
          { questionId: 'easeOfUse', value: 'EASY' },
        ],
      },
    });
    expect(answered.status).toBe(200);
    expect((await show(server, seller, 'SELLER_CHAT_TEXT_V2')).body.value).toEqual({ shown: false, nextAt: null });
    expect((await show(server, seller, 'SELLER_CHAT_ORDER_V2')).body.value?.shown).toBe(true);
  });

  it.each([
    ['an event without a survey', { eventCode: 'NO_SUCH_EVENT' }, 400, 'FEEDBACK_EVENT_UNKNOWN'],
    ['no event', {}, 400, 'BAD_REQUEST'],
    ['an event code of the wrong type', { eventCode: 42 }, 400, 'BAD_REQUEST'],
  ])('refuses %s in the envelope, and shows nothing', async (_case, body, status, errorCode) => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('POST', educationApiPaths.feedbackShowing, { cookie: seller, body });
    expect([answer.status, answer.body.success, answer.body.errorCode]).toEqual([status, false, errorCode]);
    expect(await server.database.db.select().from(sellerFeedbackShowings)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await server.call('POST', educationApiPaths.feedbackShowing, { body: { eventCode: 'SELLER_CHAT_TEXT_V2' } })).status).toBe(401);
  });
});
