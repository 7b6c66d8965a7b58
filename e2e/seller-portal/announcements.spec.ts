import { expect, test, type Page } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { AnnouncementModals } from './pages/announcements.page';
import { signInThroughApi } from './pages/sign-in.page';

const runningPath = '/backend/announcement/filter/running';

/** No serious or critical axe finding on the page as it is, at a phone's and a desktop's width. */
async function expectAccessible(page: Page, where: string) {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const line of await seriousViolations(page)) problems.push(`${where} at ${width} px: ${line}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

// The announcements change the demo store's state for good (acknowledged, approved): one project runs them.
test.describe('announcements for the seller (§4.2 steps 4 and 5, §4.4)', () => {
  // Each flow runs axe over several modals at two widths.
  test.describe.configure({ timeout: 120_000 });

  test('the agreement must be approved before the portal can be used, and stays approved', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.agreement, { keepPushPrompt: true });
    for (const lang of ['en', 'id'] as Lang[]) {
      const modals = new AnnouncementModals(page, lang);
      await page.goto(`/dashboard?lang=${lang}`);
      await modals.expectOpen(modals.words.agreementTitle);
      await expectAccessible(page, `agreement modal (${lang})`);
    }
    const modals = new AnnouncementModals(page, 'id');
    await modals.expectNotDismissible(modals.words.agreementTitle);
    // The portal behind it is out of reach: nothing but the modal is in the accessibility tree.
    await expect(page.getByRole('main')).toHaveCount(0);

    const approval = page.waitForResponse((r) => r.url().includes('/backend/bp/business-partner-wip/approve-agreement'));
    await modals.press(modals.words.agreementTitle, modals.words.approve);
    expect((await approval).status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    const session = await page.request.get('/backend/main/session');
    expect((await session.json()).value.mode).toMatchObject({ code: 'DEMO-60003', state: null });
    await expect(modals.dialog(modals.words.agreementTitle)).toHaveCount(0);
  });

  test('running announcements pop up in order, are answered, and the skippable one shows once', onlyIn('desktop'), async ({ page }) => {
    await signInThroughApi(page, accounts.announcement, { keepPushPrompt: true });
    const en = new AnnouncementModals(page, 'en');
    const running = page.waitForResponse((r) => r.url().includes(runningPath));
    await page.goto('/dashboard?lang=en');
    expect((await running).status()).toBe(200);

    // §4.8 the WhatsApp reminder (order 0) first, then the announcements in the server's order, banners first.
    await en.expectOpen(en.words.whatsappTitle);
    await expectAccessible(page, 'WhatsApp reminder (en)');
    await en.press(en.words.whatsappTitle, en.words.whatsappOk);

    await en.expectOpen(en.words.titles.banner);
    await expectAccessible(page, 'skippable announcement (en)');
    await en.close(en.words.titles.banner);

    await en.expectOpen(en.words.titles.agreement);
    await expectAccessible(page, 'mandatory announcement (en)');
    await en.expectNotDismissible(en.words.titles.agreement);
    const acknowledged = page.waitForResponse((r) => r.url().includes('/backend/announcement/acknowledge') && r.url().includes('code=DEMO-AGREEMENT'));
    await en.press(en.words.titles.agreement, en.words.agree);
    expect((await acknowledged).status()).toBe(200);

    await en.expectOpen(en.words.titles.surveyMandatory);
    await en.press(en.words.titles.surveyMandatory, en.words.done);

    await en.expectOpen(en.words.titles.surveySkippable);
    await en.close(en.words.titles.surveySkippable);
    await expect(en.anyDialog).toHaveCount(0);

    // Back in Indonesian: the skippable ones are still running, but the cookie says they have been seen.
    const id = new AnnouncementModals(page, 'id');
    const again = page.waitForResponse((r) => r.url().includes(runningPath));
    await page.goto('/dashboard?lang=id');
    const codes = ((await (await again).json()) as { content: { code: string }[] }).content.map((a) => a.code);
    expect(codes).toEqual(expect.arrayContaining(['DEMO-BANNER', 'DEMO-SURVEY-SKIPPABLE']));
    expect(codes).not.toContain('DEMO-AGREEMENT');
    await expect(id.banner(id.words.titles.banner)).toBeVisible();

    // ?announcementPopup= opens one by code; once it is answered the queue is empty: the skippable one was not queued.
    await page.goto('/dashboard?announcementPopup=DEMO-AGREEMENT');
    await id.expectOpen(id.words.titles.agreement);
    await expectAccessible(page, 'announcement opened by code (id)');
    await id.press(id.words.titles.agreement, id.words.agree);
    await expect(id.anyDialog).toHaveCount(0);

    await page.goto('/dashboard?announcementPopup=DEMO-SURVEY-SKIPPABLE');
    await id.expectOpen(id.words.titles.surveySkippable);
    await expectAccessible(page, 'skippable announcement (id)');
    await id.press(id.words.titles.surveySkippable, id.words.later);

    // A banner opens its announcement.
    await page.goto('/dashboard');
    await id.banner(id.words.titles.banner).click();
    await id.expectOpen(id.words.titles.banner);
  });
});
