import type { Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What every page object holds: the browser page, and the language it reads the page's words in (Indonesian unless told). */
export abstract class PageObject {
  constructor(
    protected readonly page: Page,
    protected readonly lang: Lang = 'id',
  ) {}
}
