import type { Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { ChatBannedWordsPages as InConsole } from '../../internal-console/pages/chat-banned-words.page';

/** The chat-banned-words page in the seller portal, for INTERNAL sessions: the console's page at the portal's root. */
export class ChatBannedWordsPages extends InConsole {
  constructor(page: Page, lang: Lang) {
    super(page, lang, '');
  }
}
