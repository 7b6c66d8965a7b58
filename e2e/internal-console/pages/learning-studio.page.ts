import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { InternalToolPage } from './internal-tool.page';

/** What the authoring pages call things, per language (libs/learning-studio texts). */
export const learningStudioWords = {
  id: {
    heading: 'Studio Edukasi Penjual',
    newArticle: 'Artikel baru',
    newVideo: 'Video baru',
    newVideoHeading: 'Video baru',
    videoUrl: 'Tautan video',
    videoLength: 'Durasi dalam detik',
    newArticleHeading: 'Artikel baru',
    editArticleHeading: 'Ubah artikel',
    search: 'Cari berdasarkan judul',
    slug: 'Slug',
    kind: 'Jenis',
    category: 'Kategori',
    cover: 'Gambar sampul',
    coverAlt: 'Gambar sampul',
    languageTab: { id: 'Indonesia', en: 'Inggris' },
    title: (language: string) => `Judul (${language})`,
    summary: (language: string) => `Ringkasan (${language})`,
    body: (language: string) => `Isi (${language})`,
    inlineImage: (language: string) => `Tambahkan gambar unggahan ke isi (${language})`,
    save: 'Simpan',
    preview: 'Pratinjau',
    publish: 'Terbitkan',
    publishDialog: 'Terbitkan konten ini?',
    published: 'Sudah terbit.',
    unpublish: 'Tarik',
    unpublishDialog: 'Tarik konten ini?',
    state: { DRAFT: 'Draf', PUBLISHED: 'Terbit', UNPUBLISHED: 'Ditarik', SCHEDULED: 'Terjadwal', ENDED: 'Berakhir' },
  },
  en: {
    heading: 'Learning studio',
    newArticle: 'New article',
    newVideo: 'New video',
    newVideoHeading: 'New video',
    videoUrl: 'Video link',
    videoLength: 'Length in seconds',
    newArticleHeading: 'New article',
    editArticleHeading: 'Edit article',
    search: 'Search by title',
    slug: 'Slug',
    kind: 'Type',
    category: 'Category',
    cover: 'Cover image',
    coverAlt: 'The cover image',
    languageTab: { id: 'Indonesian', en: 'English' },
    title: (language: string) => `Title (${language})`,
    summary: (language: string) => `Summary (${language})`,
    body: (language: string) => `Body (${language})`,
    inlineImage: (language: string) => `Add an uploaded image to the body (${language})`,
    save: 'Save',
    preview: 'Preview',
    publish: 'Publish',
    publishDialog: 'Publish this content?',
    published: 'Published.',
    unpublish: 'Unpublish',
    unpublishDialog: 'Unpublish this content?',
    state: { DRAFT: 'Draft', PUBLISHED: 'Published', UNPUBLISHED: 'Unpublished', SCHEDULED: 'Scheduled', ENDED: 'Ended' },
  },
} as const;

/** A 1×1 PNG: a cover the server judges an image by its bytes. */
export const coverPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64');

export interface ArticleToPublish {
  slug: string;
  titleId: string;
  titleEn: string;
  summaryId?: string;
  summaryEn?: string;
  bodyId?: string;
  bodyEn?: string;
  /** A category's code (the demo's: GETTING_STARTED, PRODUCTS, ORDERS, PROMOTION, FINANCE). */
  categoryCode?: string;
  kind?: 'GUIDE' | 'NEWS';
  /** Uploads this PNG as the cover (edu/asset) before publishing. */
  cover?: Buffer;
}

/** `<base>/learning-studio…`: the list of articles and videos, and the article editor. */
export class LearningStudioPages extends InternalToolPage<(typeof learningStudioWords)[Lang]> {
  constructor(page: Page, lang: Lang, base?: string) {
    super(page, lang, learningStudioWords, base);
  }

  async openList() {
    await this.goTo('/learning-studio', this.words.heading);
  }

  async openNewArticle() {
    await this.goTo('/learning-studio/articles/new', this.words.newArticleHeading);
  }

  async openNewVideo() {
    await this.goTo('/learning-studio/videos/new', this.words.newVideoHeading);
  }

  /** Fills the new-video form: its link, length, category and titles in both languages. */
  async writeVideo(video: { url: string; seconds: number; categoryCode: string; titleId: string; titleEn: string }) {
    const { page, words } = this;
    await page.getByRole('textbox', { name: words.videoUrl }).fill(video.url);
    await page.getByRole('spinbutton', { name: words.videoLength }).fill(String(video.seconds));
    await page.getByRole('combobox', { name: words.category }).selectOption(video.categoryCode);
    for (const language of ['id', 'en'] as const) {
      await this.showLanguage(language);
      const title = language === 'id' ? video.titleId : video.titleEn;
      await page.getByRole('textbox', { name: words.title(words.languageTab[language]), exact: true }).fill(title);
    }
  }

  /** The writing area of a language's body (TipTap's contenteditable, role textbox). */
  body(language: 'id' | 'en'): Locator {
    return this.page.getByRole('textbox', { name: this.words.body(this.words.languageTab[language]) });
  }

  async showLanguage(language: 'id' | 'en') {
    const tab = this.page.getByRole('tab', { name: this.words.languageTab[language] });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }

  /** Fills the new-article form in both languages (and uploads the cover when given). */
  async writeArticle(article: ArticleToPublish) {
    const { page, words } = this;
    await page.getByRole('textbox', { name: words.slug }).fill(article.slug);
    await page.getByRole('combobox', { name: words.kind }).selectOption(article.kind ?? 'GUIDE');
    await page.getByRole('combobox', { name: words.category }).selectOption(article.categoryCode ?? 'PRODUCTS');
    if (article.cover) {
      await page.getByLabel(words.cover, { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: article.cover });
      await expect(page.getByRole('img', { name: words.coverAlt, exact: true })).toBeVisible();
    }
    for (const language of ['id', 'en'] as const) {
      await this.showLanguage(language);
      const name = words.languageTab[language];
      const [title, summary, body] =
        language === 'id'
          ? [article.titleId, article.summaryId ?? `Ringkasan ${article.titleId}`, article.bodyId ?? `Isi artikel ${article.titleId}.`]
          : [article.titleEn, article.summaryEn ?? `Summary of ${article.titleEn}`, article.bodyEn ?? `The body of ${article.titleEn}.`];
      await page.getByRole('textbox', { name: words.title(name), exact: true }).fill(title);
      await page.getByRole('textbox', { name: words.summary(name), exact: true }).fill(summary);
      await this.body(language).click();
      await this.body(language).fill(body);
    }
  }

  /** Uploads an image (edu/asset) and adds it at the end of a language's body; the tab must show. */
  async addBodyImage(language: 'id' | 'en', png: Buffer) {
    await this.page
      .getByLabel(this.words.inlineImage(this.words.languageTab[language]), { exact: true })
      .setInputFiles({ name: 'langkah-satu.png', mimeType: 'image/png', buffer: png });
    await expect(this.body(language).getByRole('img', { name: 'langkah-satu' })).toBeVisible();
  }

  /** Publishes what the editor holds now, through the confirmation; waits for the toast. */
  async confirmPublish() {
    await this.page.getByRole('button', { name: this.words.publish, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: this.words.publishDialog });
    await dialog.getByRole('button', { name: this.words.publish, exact: true }).click();
    await expect(this.page.getByText(this.words.published)).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /**
   * An internal user writes a new article in both languages and publishes it now: the editor ends on the saved
   * article, published. Answers the article's id (from the editor's address).
   */
  async publishArticle(article: ArticleToPublish): Promise<string> {
    await this.openNewArticle();
    await this.writeArticle(article);
    await this.confirmPublish();
    await expect(this.page).toHaveURL(/\/learning-studio\/articles\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.editArticleHeading })).toBeVisible();
    return this.page.url().split('/').pop() as string;
  }
}
