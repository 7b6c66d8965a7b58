import { expect, test } from '@playwright/test';
import { coverPng, LearningStudioPages } from '../internal-console/pages/learning-studio.page';
import { accounts, onlyIn } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { LearningPages } from './pages/learning.page';

// The content is the database's: what staff publish in the studio is what a visitor reads and finds, in both languages.
test(
  'an internal user publishes a guide in the studio; a signed-out visitor finds it on /learning and by search, in Indonesian and English',
  onlyIn('desktop'),
  async ({ browser, page }) => {
    test.slow();
    // Words of this attempt's own, so the search finds this article first whatever else is published.
    const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
    const article = {
      slug: `panduan-kemasan-${mark}`,
      titleId: `Kemasan rapi ${mark} untuk pengiriman aman`,
      titleEn: `Neat packaging ${mark} for safe delivery`,
      summaryId: 'Bungkus pesanan dengan bubble wrap dan kardus yang pas agar barang tiba utuh.',
      summaryEn: 'Wrap orders in bubble wrap and a snug box so goods arrive whole.',
      bodyId: 'Gunakan kardus yang pas dan isi ruang kosong agar barang tidak bergeser selama pengiriman.',
      bodyEn: 'Use a snug box and fill the empty space so goods do not shift during delivery.',
      categoryCode: 'ORDERS',
      kind: 'GUIDE' as const,
      cover: coverPng,
    };

    await signInAs(page, accounts.internal, 'id');
    await new LearningStudioPages(page, 'id', '').publishArticle(article);

    const visitor = await browser.newContext();
    try {
      const visit = await visitor.newPage();
      for (const lang of ['id', 'en'] as const) {
        const learning = new LearningPages(visit, lang);
        const title = lang === 'id' ? article.titleId : article.titleEn;
        // Its category's guides list it, newest first.
        await learning.open('/learning/guide?category=ORDERS');
        await expect(learning.articleLink(title)).toBeVisible();

        // The search finds it by a word of its title, first, and opens it.
        await learning.open('/learning/search');
        await learning.search(mark);
        await expect(learning.results.getByRole('link').first()).toHaveAccessibleName(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await learning.results.getByRole('link').first().click();
        await expect(learning.heading(title)).toBeVisible();
        await expect(visit.getByText(lang === 'id' ? article.bodyId : article.bodyEn)).toBeVisible();
        await expect(visit).toHaveURL(new RegExp(`/learning/guide/article/${article.slug}`));
      }
    } finally {
      await visitor.close();
    }
  },
);
