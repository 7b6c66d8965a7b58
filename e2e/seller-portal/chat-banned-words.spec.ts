import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { signInAs } from '../support/sign-in';
import { ChatBannedWordsPages } from './pages/chat-banned-words.page';

// The banned words' page is the console's and, for INTERNAL sessions, the portal's (one library, one manifest).
test('/chat-banned-word shows the banned words to a session in INTERNAL mode', async ({ page }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  await signInAs(page, accounts.internal, lang);
  const pages = new ChatBannedWordsPages(page, lang);
  await pages.open();
  await expect(page).toHaveURL(new RegExp(`${pages.base}/chat-banned-word$`));
  await expect(pages.listed('penipu')).toHaveValue('penipu');
});
