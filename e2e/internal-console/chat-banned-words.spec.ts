import { expect, test } from '@playwright/test';
import { accounts, langOfProject } from '../support/accounts';
import { sendAsCustomer } from '../support/chat-customer';
import { signInAs } from '../support/sign-in';
import { ChatPage } from '../seller-portal/pages/chat.page';
import { signInThroughApi } from '../seller-portal/pages/sign-in.page';
import { ChatBannedWordsPages } from './pages/chat-banned-words.page';

// Chat's banned words (§6 INTERNAL_CHAT-BANNED-WORD): internal staff add a word in the console, and the seller's chat
// masks it at once; a duplicate is refused with its text; the word is removed again after.
test('an internal user adds a banned word in the console and the seller chat masks it at once', async ({ page, browser, baseURL }, testInfo) => {
  const lang = langOfProject(testInfo.project.name);
  const word = `curang${Date.now().toString(36)}${testInfo.project.name.replace(/\W/g, '')}`;
  await signInAs(page, accounts.internal, lang);
  const console = new ChatBannedWordsPages(page, lang);
  await console.open();
  await console.add(word.toUpperCase());
  await expect(console.listed(word)).toHaveValue(word);
  await expect(console.addedEntry(word)).toBeVisible();
  await console.add(word);
  await expect(console.refusal).toBeVisible();

  // The seller writes the word to a customer: the message leaves masked.
  const seller = await browser.newContext({ baseURL });
  try {
    const sellerPage = await seller.newPage();
    const customer = { customerId: `E2E-BANNED-${word}`, name: `Pelanggan ${word}` };
    await sendAsCustomer(sellerPage.request, customer, 'DEMO-60001', 'Halo');
    await signInThroughApi(sellerPage, accounts.seller, { lang });
    const chat = new ChatPage(sellerPage, lang);
    await chat.open();
    await chat.openRoom(customer);
    await chat.send(`Jangan ${word} ya`);
    await expect(chat.message(`Jangan ${'*'.repeat(word.length)} ya`)).toBeVisible();
  } finally {
    await seller.close();
  }

  await console.remove(word);
});
