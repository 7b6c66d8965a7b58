import {
  dashboardTutorialName,
  educationApiPaths,
  type FeedbackAllowed,
  type FeedbackEligibility,
  type TutorialArticleList,
  type TutorialList,
} from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { sellerCareClicks, sellerFeedbackDrafts, sellerFeedbacks, userTutorials } from '../src/modules/education/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

const day = 24 * 60 * 60_000;
const stateOf = (list: TutorialList | null | undefined, name = dashboardTutorialName) => list?.content.find((t) => t.name === name)?.state;

// The server (and its database) lives for the whole file: each test counts what it adds.
describe.each(drivers)('tutorials (§4.7) (%s)', (driver) => {
  const server = useTestServer(driver);
  const tutorialRows = async () => (await server.database.db.select().from(userTutorials)).length;

  it("lists the caller's tutorials: the demo seller finished the dashboard one, the new store's owner has not", async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const sellers = await server.call<TutorialList>('GET', educationApiPaths.tutorials, { cookie: seller });
    expect(sellers.status).toBe(200);
    expect(stateOf(sellers.body.value)).toBe('COMPLETED');

    const owner = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const owners = await server.call<TutorialList>('GET', `${educationApiPaths.tutorials}?username=${encodeURIComponent(demo.onboarding.username)}`, {
      cookie: owner,
    });
    expect(owners.body.value?.content).toEqual([{ name: dashboardTutorialName, state: 'ABSENT' }]);
  });

  it('update makes the tutorial COMPLETED for the caller only, and a repeat changes nothing', async () => {
    const owner = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    const staffBefore = stateOf((await server.call<TutorialList>('GET', educationApiPaths.tutorials, { cookie: staff })).body.value);
    const before = await tutorialRows();

    const updated = await server.call<TutorialList>('PUT', educationApiPaths.tutorialUpdate, { cookie: owner, body: { name: dashboardTutorialName } });
    expect(updated.status).toBe(200);
    expect(stateOf(updated.body.value)).toBe('COMPLETED');
    expect(stateOf((await server.call<TutorialList>('GET', educationApiPaths.tutorials, { cookie: owner })).body.value)).toBe('COMPLETED');
    expect(await tutorialRows()).toBe(before + 1);

    const again = await server.call('PUT', educationApiPaths.tutorialUpdate, { cookie: owner, body: { name: dashboardTutorialName } });
    expect(again.status).toBe(200);
    expect(await tutorialRows()).toBe(before + 1);
    expect(stateOf((await server.call<TutorialList>('GET', educationApiPaths.tutorials, { cookie: staff })).body.value)).toBe(staffBefore);
  });

  it('answers the steps of a tutorial in the language asked, in order, each with the element it points at', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    for (const language of ['id', 'en']) {
      const answer = await server.call<TutorialArticleList>(
        'GET',
        `${educationApiPaths.tutorialArticles}?tutorialName=${dashboardTutorialName}&language=${language}`,
        { cookie },
      );
      expect(answer.status).toBe(200);
      const steps = answer.body.value?.content ?? [];
      expect(steps.map((step) => step.target)).toEqual(['dashboard-intro', 'dashboard-account', 'dashboard-shortcuts', 'dashboard-pickup-points']);
      expect(steps.map((step) => step.position)).toEqual([0, 1, 2, 3]);
    }
  });

  it("refuses an unknown tutorial (TUTORIAL_NOT_FOUND), bad input (400) and another user's name, writing nothing", async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const before = await tutorialRows();
    const unknown = await server.call('PUT', educationApiPaths.tutorialUpdate, { cookie, body: { name: 'NO_SUCH_TUTORIAL' } });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'TUTORIAL_NOT_FOUND']);
    for (const body of [{}, { name: '' }, { name: 12 }, { name: 'x'.repeat(101) }]) {
      const bad = await server.call('PUT', educationApiPaths.tutorialUpdate, { cookie, body });
      expect([bad.status, bad.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    }
    const articles = await server.call('GET', `${educationApiPaths.tutorialArticles}?tutorialName=NOPE&language=id`, { cookie });
    expect(articles.body.errorCode).toBe('TUTORIAL_NOT_FOUND');
    const language = await server.call('GET', `${educationApiPaths.tutorialArticles}?tutorialName=${dashboardTutorialName}&language=fr`, { cookie });
    expect(language.status).toBe(400);
    const someoneElse = await server.call('GET', `${educationApiPaths.tutorials}?username=${encodeURIComponent(demo.seller.username)}`, { cookie });
    expect([someoneElse.status, someoneElse.body.errorCode]).toEqual([403, 'PE403001']);
    expect(await tutorialRows()).toBe(before);
  });

  it('answers 401 without a session and 403 to another mode', async () => {
    const anonymous = await server.call('GET', educationApiPaths.tutorials);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const other = await server.call('PUT', educationApiPaths.tutorialUpdate, { cookie: internal, body: { name: dashboardTutorialName } });
    expect([other.status, other.body.errorCode]).toEqual([403, 'PE403001']);
  });
});

describe.each(drivers)('seller feedback surveys (§4.11) (%s)', (driver) => {
  const server = useTestServer(driver);
  const feedbackRows = async () => (await server.database.db.select().from(sellerFeedbacks)).length;
  const tutorialEvent = 'SELLER_TUTORIAL_DASHBOARD';
  const onboardingEvent = 'SELLER_ONBOARDING_V2';

  it('version 1: allowed, submitted once, then not allowed again until its period has passed', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const allowed = (event: string, as = cookie) =>
      server.call<FeedbackAllowed>('GET', `${educationApiPaths.feedbackAllowed}?eventCode=${event}`, { cookie: as });
    expect((await allowed(tutorialEvent)).body.value).toEqual({ allowed: true });

    const before = await feedbackRows();
    const submitted = await server.call('POST', educationApiPaths.feedback, {
      cookie,
      body: { eventCode: tutorialEvent, rating: 5, comment: '  Jelas sekali  ' },
    });
    expect(submitted.status).toBe(200);
    expect(await feedbackRows()).toBe(before + 1);
    expect((await allowed(tutorialEvent)).body.value).toEqual({ allowed: false });

    const twice = await server.call('POST', educationApiPaths.feedback, { cookie, body: { eventCode: tutorialEvent, rating: 4 } });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'FEEDBACK_ALREADY_SUBMITTED']);
    expect(await feedbackRows()).toBe(before + 1);

    // The help menu's survey comes back after its 30 days (a new sign-in: the session itself ends after 12 hours).
    await server.call('POST', educationApiPaths.feedback, { cookie, body: { eventCode: 'SELLER_HELP_MENU', rating: 4 } });
    expect((await allowed('SELLER_HELP_MENU')).body.value).toEqual({ allowed: false });
    server.clock.advance(30 * day);
    const later = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await allowed('SELLER_HELP_MENU', later)).body.value).toEqual({ allowed: true });
    expect((await allowed(tutorialEvent, later)).body.value).toEqual({ allowed: false });
    // Back to the file's time, so the demo passwords stay fresh for the tests after this one.
    server.clock.advance(-30 * day);
  });

  it('two racing version 1 submissions write one row', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const before = await feedbackRows();
    const body = { eventCode: 'SELLER_HELP_MENU', rating: 3 };
    const answers = await Promise.all([1, 2, 3].map(() => server.call('POST', educationApiPaths.feedback, { cookie, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await feedbackRows()).toBe(before + 1);
  });

  it('version 2: eligible with its questions, a draft kept as the seller goes, the answer submitted once and the draft gone', async () => {
    const cookie = await server.signIn(demo.onboarding.username, demo.onboarding.password);
    const eligible = async () =>
      (
        await server.call<FeedbackEligibility[]>('POST', educationApiPaths.feedbackEligible, {
          cookie,
          body: { eventCodes: [onboardingEvent, 'NO_SUCH_EVENT'] },
        })
      ).body.value ?? [];

    const [first, unknown] = await eligible();
    expect(first).toMatchObject({ eventCode: onboardingEvent, eligible: true, version: 2, draft: [] });
    expect(first.questions.map((q) => q.id)).toEqual(['satisfaction', 'hardestStep', 'suggestion']);
    expect(unknown).toMatchObject({ eligible: false, version: null });

    const draft = await server.call('POST', educationApiPaths.feedbackDraft, {
      cookie,
      body: { eventCode: onboardingEvent, answers: [{ questionId: 'satisfaction', value: 4 }] },
    });
    expect(draft.status).toBe(200);
    expect((await eligible())[0].draft).toEqual([{ questionId: 'satisfaction', value: 4 }]);

    const incomplete = await server.call('POST', educationApiPaths.feedbackAnswers, {
      cookie,
      body: { eventCode: onboardingEvent, answers: [{ questionId: 'satisfaction', value: 4 }] },
    });
    expect([incomplete.status, incomplete.body.errorCode]).toEqual([400, 'FEEDBACK_ANSWERS_INVALID']);

    const before = await feedbackRows();
    const answers = [
      { questionId: 'satisfaction', value: 4 },
      { questionId: 'hardestStep', value: 'DOCUMENTS' },
      { questionId: 'suggestion', value: 'Contoh NPWP akan membantu' },
    ];
    const submitted = await server.call('POST', educationApiPaths.feedbackAnswers, { cookie, body: { eventCode: onboardingEvent, answers } });
    expect(submitted.status).toBe(200);
    expect(await feedbackRows()).toBe(before + 1);
    expect((await server.database.db.select().from(sellerFeedbackDrafts)).length).toBe(0);
    expect((await eligible())[0]).toMatchObject({ eligible: false, draft: [] });

    const lateDraft = await server.call('POST', educationApiPaths.feedbackDraft, { cookie, body: { eventCode: onboardingEvent, answers: [] } });
    expect(lateDraft.body.errorCode).toBe('FEEDBACK_ALREADY_SUBMITTED');
    const again = await server.call('POST', educationApiPaths.feedbackAnswers, { cookie, body: { eventCode: onboardingEvent, answers } });
    expect(again.body.errorCode).toBe('FEEDBACK_ALREADY_SUBMITTED');
    expect(await feedbackRows()).toBe(before + 1);
  });

  it('refuses bad input and the wrong survey version, writing nothing', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const before = await feedbackRows();
    const drafts = (await server.database.db.select().from(sellerFeedbackDrafts)).length;
    const cases: [string, string, unknown, string][] = [
      ['POST', educationApiPaths.feedback, { eventCode: tutorialEvent, rating: 6 }, 'BAD_REQUEST'],
      ['POST', educationApiPaths.feedback, { eventCode: tutorialEvent }, 'BAD_REQUEST'],
      ['POST', educationApiPaths.feedback, { eventCode: tutorialEvent, rating: 3, comment: 'x'.repeat(501) }, 'BAD_REQUEST'],
      ['POST', educationApiPaths.feedback, { eventCode: 'NO_SUCH_EVENT', rating: 3 }, 'FEEDBACK_EVENT_UNKNOWN'],
      ['POST', educationApiPaths.feedback, { eventCode: onboardingEvent, rating: 3 }, 'FEEDBACK_EVENT_UNKNOWN'],
      ['POST', educationApiPaths.feedbackAnswers, { eventCode: tutorialEvent, answers: [] }, 'FEEDBACK_EVENT_UNKNOWN'],
      [
        'POST',
        educationApiPaths.feedbackDraft,
        { eventCode: onboardingEvent, answers: [{ questionId: 'satisfaction', value: 9 }] },
        'FEEDBACK_ANSWERS_INVALID',
      ],
      [
        'POST',
        educationApiPaths.feedbackDraft,
        { eventCode: onboardingEvent, answers: [{ questionId: 'hardestStep', value: 'PAYMENT' }] },
        'FEEDBACK_ANSWERS_INVALID',
      ],
      ['POST', educationApiPaths.feedbackDraft, { eventCode: onboardingEvent, answers: 'all good' }, 'BAD_REQUEST'],
      ['POST', educationApiPaths.feedbackEligible, { eventCodes: [] }, 'BAD_REQUEST'],
      ['PUT', `${educationApiPaths.sellerCareClickTime}?username=${encodeURIComponent(demo.staff.username)}`, {}, 'BAD_REQUEST'],
      ['PUT', educationApiPaths.sellerCareClickTime, { page: '/dashboard' }, 'BAD_REQUEST'],
    ];
    for (const [method, path, body, code] of cases) {
      const answer = await server.call(method, path, { cookie, body });
      expect([path, answer.body.errorCode], JSON.stringify(body)).toEqual([path, code]);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const unknownAllowed = await server.call<FeedbackAllowed>('GET', `${educationApiPaths.feedbackAllowed}?eventCode=NO_SUCH_EVENT`, { cookie });
    expect(unknownAllowed.body.value).toEqual({ allowed: false });
    expect(await feedbackRows()).toBe(before);
    expect((await server.database.db.select().from(sellerFeedbackDrafts)).length).toBe(drafts);
  });

  it('keeps the Seller Care click time of the caller only', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const path = `${educationApiPaths.sellerCareClickTime}?username=${encodeURIComponent(demo.staff.username)}`;
    const answer = await server.call<{ clickedAt: string }>('PUT', path, { cookie, body: { page: '/dashboard' } });
    expect(answer.status).toBe(200);
    expect(answer.body.value?.clickedAt).toBe(server.clock.now().toISOString());
    const rows = await server.database.db.select().from(sellerCareClicks);
    expect(rows.length).toBe(1);

    const other = await server.call('PUT', `${educationApiPaths.sellerCareClickTime}?username=${encodeURIComponent(demo.seller.username)}`, {
      cookie,
      body: { page: '/dashboard' },
    });
    expect([other.status, other.body.errorCode]).toEqual([403, 'PE403001']);
    expect((await server.database.db.select().from(sellerCareClicks)).length).toBe(1);
  });

  it('answers 401 without a session and 403 to another mode, for every call', async () => {
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    const calls: [string, string, unknown][] = [
      ['GET', `${educationApiPaths.feedbackAllowed}?eventCode=${tutorialEvent}`, undefined],
      ['POST', educationApiPaths.feedback, { eventCode: tutorialEvent, rating: 5 }],
      ['PUT', `${educationApiPaths.sellerCareClickTime}?username=${encodeURIComponent(demo.internal.username)}`, { page: '/' }],
      ['POST', educationApiPaths.feedbackEligible, { eventCodes: [tutorialEvent] }],
      ['POST', educationApiPaths.feedbackAnswers, { eventCode: onboardingEvent, answers: [] }],
      ['POST', educationApiPaths.feedbackDraft, { eventCode: onboardingEvent, answers: [] }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await server.call(method, path, { body });
      expect([path, anonymous.status, anonymous.body.errorCode]).toEqual([path, 401, 'PE403002']);
      const other = await server.call(method, path, { cookie: internal, body });
      expect([path, other.status, other.body.errorCode]).toEqual([path, 403, 'PE403001']);
    }
  });
});
