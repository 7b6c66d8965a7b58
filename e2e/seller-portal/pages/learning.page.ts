import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What Seller Learning's pages call things, per language (libs/learning texts, the demo content's titles). */
export const learningWords = {
  id: {
    heading: 'Edukasi Seller',
    searchHeading: 'Cari di Edukasi Seller',
    searchLabel: 'Cari di Edukasi Seller',
    videosHeading: 'Video',
    guide: 'Foto produk yang menjual',
    guideCategory: 'Produk',
    guidesHeading: 'Panduan penjual',
    newsHeading: 'Berita penjual',
    video: 'Menambah produk dengan varian',
    playVideo: (title: string) => `Putar video: ${title}`,
    closeVideo: 'Tutup video',
    noWords: 'Ketik setidaknya satu kata berupa huruf atau angka.',
    query: 'foto',
    queryHit: 'Foto produk yang menjual',
    readingProgress: 'Kemajuan membaca',
    finished: 'Sudah dibaca',
    headerQuery: 'voucher',
    headerHit: 'Membuat voucher toko pertama Anda',
  },
  en: {
    heading: 'Seller Learning',
    searchHeading: 'Search Seller Learning',
    searchLabel: 'Search Seller Learning',
    videosHeading: 'Videos',
    guide: 'Product photos that sell',
    guideCategory: 'Products',
    guidesHeading: 'Seller guides',
    newsHeading: 'Seller news',
    video: 'Adding a product with variants',
    playVideo: (title: string) => `Play video: ${title}`,
    closeVideo: 'Close video',
    noWords: 'Type at least one word made of letters or numbers.',
    query: 'photos',
    queryHit: 'Product photos that sell',
    readingProgress: 'Reading progress',
    finished: 'Read',
    headerQuery: 'voucher',
    headerHit: 'Creating your first store voucher',
  },
} as const;

/** Seller Learning's public pages: the landing page, lists, an article, the search and the video modal over them. */
export class LearningPages {
  readonly words: (typeof learningWords)[Lang];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.words = learningWords[lang];
  }

  /** Opens a learning path in the page's language. */
  async open(path = '/learning') {
    const url = new URL(path, 'http://x');
    url.searchParams.set('lang', this.lang);
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** An article's card (or search hit) by its title: its link. */
  articleLink(title: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title });
  }

  /** A topic on the landing page, or a category's link: it leads to the topic's guides. */
  topicLink(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  articleCard(slug: string): Locator {
    return this.page.locator(`[data-article="${slug}"]`);
  }

  get searchField(): Locator {
    return this.page.getByRole('main').getByRole('searchbox', { name: this.words.searchLabel });
  }

  get results(): Locator {
    return this.page.getByRole('main').getByRole('list', { name: this.lang === 'id' ? 'Hasil pencarian' : 'Search results' });
  }

  get readingBar(): Locator {
    return this.page.getByRole('progressbar', { name: this.words.readingProgress });
  }

  get videoDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Video' });
  }

  /** Types into the search page's field as a person does, key by key. */
  async search(words: string) {
    await this.searchField.fill('');
    await this.searchField.pressSequentially(words, { delay: 40 });
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words)}`));
  }

  /** Scrolls to the article's end, as a reader does. */
  async readToTheEnd() {
    await this.page.getByRole('complementary').first().scrollIntoViewIfNeeded();
    await this.page.mouse.wheel(0, 4000);
  }
}
