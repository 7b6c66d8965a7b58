import { expect, test } from '@playwright/test';
import { accounts, onlyIn, type Lang } from '../support/accounts';
import { seriousViolations, signedInAxePage } from '../support/axe';
import { ChatBannedWordsPages as ChatBannedWordsInPortal } from '../seller-portal/pages/chat-banned-words.page';
import { ChatBannedWordsPages as ChatBannedWordsInConsole } from '../internal-console/pages/chat-banned-words.page';

// chat-banned-words's pages in both languages at a phone's 375 px and a desktop's 1280 px: no serious or critical axe finding.
for (const lang of ['id', 'en'] as Lang[]) {
  for (const width of [375, 1280]) {
    test(`accessibility (${lang}, ${width} px): chat-banned-words`, onlyIn('desktop'), async ({ browser }, testInfo) => {
      const { context, page } = await signedInAxePage(browser, { baseURL: testInfo.project.use.baseURL, lang, width, account: accounts.internal });
      const problems: string[] = [];
      for (const pages of [new ChatBannedWordsInPortal(page, lang), new ChatBannedWordsInConsole(page, lang)]) {
        await pages.open();
        problems.push(...(await seriousViolations(page)).map((line) => `${pages.base}/chat-banned-word: ${line}`));
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
