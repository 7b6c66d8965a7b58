import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { PageObject } from './page-object';

/** What the §2.2 pages and the CMS editor say, per language (the demo CMS content and libs/public-pages texts). */
export const publicPagesWords = {
  id: {
    startSellingHeading: 'Jualan makin mudah, toko makin ramai',
    startSellingTitle: 'Mulai Berjualan di Seller Center',
    exitPopup: 'Sebelum pergi: buka toko Anda gratis',
    exitPopupLater: 'Nanti saja',
    exitPopupRegister: 'Daftar sekarang',
    promo: /Rabat 50% hingga Rp5 juta.*bonus saldo iklan Rp100 ribu/,
    register: 'Daftar jadi penjual',
    helpSearch: 'Cari pertanyaan',
    helpQuery: 'tarik dana',
    helpQuestion: 'Bagaimana cara menarik dana ke rekening bank?',
    helpOther: 'Bagaimana cara menambah produk?',
    helpAnswer: /Buka Dompet, pilih "Tarik dana"/,
    helpAnchor: 'q-bagaimana-cara-menarik-dana-ke-rekening-bank',
    fbbHeading: 'Fulfillment by Blibli',
    benefits: 'Keuntungan',
    agreementTitle: 'Perjanjian Penjual',
    agreementArticle: 'Pasal 1. Definisi',
    appBanner: 'Aplikasi Seller Center',
    hideAppBanner: 'Sembunyikan banner aplikasi',
    editorTitle: 'Konten CMS',
    pageTitleField: 'Judul halaman',
    save: 'Simpan draf',
    saved: 'Draf disimpan.',
    publish: 'Terbitkan',
    published: 'Halaman diterbitkan.',
    returnPolicy: 'Kebijakan Pengembalian',
    revisions: 'Riwayat perubahan',
    publishedRevision: 'Diterbitkan',
    loginBanner: 'Pelajari cara menaikkan penjualan',
  },
  en: {
    startSellingHeading: 'Selling made simple, a busier store',
    startSellingTitle: 'Start selling on Seller Center',
    exitPopup: 'Before you go: open your store for free',
    exitPopupLater: 'Not now',
    exitPopupRegister: 'Register now',
    promo: /50% rebate up to Rp5 million.*bonus ads balance of Rp100 thousand/,
    register: 'Become a seller',
    helpSearch: 'Search the questions',
    helpQuery: 'withdraw',
    helpQuestion: 'How do I withdraw money to my bank account?',
    helpOther: 'How do I add a product?',
    helpAnswer: /Open Wallet, choose "Withdraw"/,
    helpAnchor: 'q-how-do-i-withdraw-money-to-my-bank-account',
    fbbHeading: 'Fulfillment by Blibli',
    benefits: 'Benefits',
    agreementTitle: 'Seller agreement',
    agreementArticle: 'Article 1. Definitions',
    appBanner: 'Seller Center app',
    hideAppBanner: 'Hide the app banner',
    editorTitle: 'CMS content',
    pageTitleField: 'Page title',
    save: 'Save draft',
    saved: 'Draft saved.',
    publish: 'Publish',
    published: 'Page published.',
    returnPolicy: 'Return policy',
    revisions: 'Change history',
    publishedRevision: 'Published',
    loginBanner: 'Learn how to grow your sales',
  },
} as const;

/** The §2.2 public pages of the portal, read by a visitor without a session. */
export class PublicPages extends PageObject {
  readonly words: (typeof publicPagesWords)[Lang];

  constructor(page: Page, lang: Lang) {
    super(page, lang);
    this.words = publicPagesWords[lang];
  }

  url(path: string): string {
    return `${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`;
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async open(path: string, heading: string | RegExp): Promise<void> {
    await this.page.goto(this.url(path));
    await expect(this.heading(heading)).toBeVisible();
  }

  /** The start selling page's exit-intent invitation (§3 exit-popup-closed). */
  get exitPopup(): Locator {
    return this.page.getByRole('dialog', { name: this.words.exitPopup });
  }

  /**
   * Desktop exit intent: the mouse leaves the window through its top edge, towards the tabs. First the app takes
   * the page over from the server's prerendered text (which has no script of its own to listen with).
   */
  async leaveThroughTheTop(): Promise<void> {
    await expect(this.page.locator('#root > .prerendered')).toHaveCount(0);
    const x = Math.floor((this.page.viewportSize()?.width ?? 1280) / 2);
    await this.page.mouse.move(x, 200);
    await this.page.mouse.move(x, 5, { steps: 4 });
    await this.page.mouse.move(x, -20);
  }

  get helpSearch(): Locator {
    return this.page.getByRole('searchbox', { name: this.words.helpSearch });
  }

  question(name: string): Locator {
    return this.page.getByRole('group').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  get appBanner(): Locator {
    return this.page.getByRole('complementary', { name: this.words.appBanner });
  }
}

/** The staff's CMS editor in the portal (`/cms-content`, INTERNAL_CMS-CONTENT). */
export class CmsEditorPage extends PageObject {
  readonly words: (typeof publicPagesWords)[Lang];

  constructor(page: Page, lang: Lang) {
    super(page, lang);
    this.words = publicPagesWords[lang];
  }

  async openList(): Promise<void> {
    await this.page.goto(`/cms-content?lang=${this.lang}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.editorTitle })).toBeVisible();
  }

  /** Opens a page of the list by its title. */
  async openPage(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('textbox', { name: this.words.pageTitleField, exact: true })).toBeVisible();
  }

  /** Changes the page's title in the editor's language, saves the draft, then publishes it. */
  async retitleAndPublish(title: string): Promise<void> {
    await this.page.getByRole('textbox', { name: this.words.pageTitleField, exact: true }).fill(title);
    await this.page.getByRole('button', { name: this.words.save }).click();
    await expect(this.page.getByText(this.words.saved)).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await this.page.getByRole('button', { name: this.words.publish }).click();
    await expect(this.page.getByText(this.words.published)).toBeVisible();
  }
}
