import { expect, test } from '@playwright/test';
import { accounts, langOfProject, onlyIn } from '../support/accounts';
import { PalettePage } from '../seller-portal/pages/palette.page';
import { ShortcutsHelp } from '../seller-portal/pages/shortcuts.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';
import { AnnouncementDetailPage } from './pages/announcements.page';

const agreement = {
  code: 'DEMO-AGREEMENT',
  id: { query: 'syarat dan ketentuan', title: 'Pembaruan Syarat dan Ketentuan Penjual' },
  en: { query: 'terms and conditions', title: 'Updated Seller Terms and Conditions' },
} as const;

test('internal staff find an announcement in the console’s palette and open it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.internal, { lang });
  await page.goto('/console/');
  const palette = new PalettePage(page, lang, 'console');
  await palette.openWithKeyboard();
  await palette.search(agreement[lang].query);
  const hit = palette.option(agreement[lang].title);
  await expect(hit).toContainText(palette.words.announcement);
  await palette.choose(agreement[lang].title);
  await new AnnouncementDetailPage(page, lang).expectLoaded(agreement.code, agreement[lang].title);
  await expect(page).toHaveURL(/\/console\/announcement\/DEMO-AGREEMENT$/);
});

test(
  'the console header’s search opens the palette, which finds a mobile config and no announcement for a configs viewer',
  onlyIn('desktop'),
  async ({ page }, testInfo) => {
    const lang = langOfProject(testInfo.project.name);
    await signInThroughApi(page, accounts.configViewer, { lang });
    await page.goto('/console/');
    const palette = new PalettePage(page, lang, 'console');
    await palette.openFromHeader();
    await palette.search('generalNotif');
    await palette.choose(/generalNotifPage/);
    await expect(page).toHaveURL(/\/console\/mobile-config\/generalNotifPage\/view$/);
    // A viewer of the configs holds no announcement code: the console's palette finds no announcement for them.
    await palette.openFromHeader();
    await palette.search(agreement[lang].query);
    await palette.settled();
    await expect(palette.option(agreement[lang].title)).toHaveCount(0);
  },
);

test('`?` in the console lists its keyboard shortcuts: the palette’s Ctrl+K, which opens it', onlyIn('desktop'), async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInThroughApi(page, accounts.internal, { lang });
  await page.goto('/console/');
  const palette = new PalettePage(page, lang, 'console');
  // The header is drawn (the palette's button), so the console's keys listen.
  await expect(page.getByRole('banner').getByRole('button', { name: palette.words.field })).toBeVisible();
  const help = new ShortcutsHelp(page, lang);
  await help.open();
  await expect(help.shortcut('global', help.words.palette)).toContainText('K');
  await expect(help.shortcut('global', help.words.help)).toBeVisible();
  await help.close();
  await palette.openWithKeyboard();
});
