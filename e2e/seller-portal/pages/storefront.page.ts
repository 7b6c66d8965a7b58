import { storefrontPaths, type StorefrontSection, type StorefrontState } from '@seller-portal/contracts/storefront';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the storefront pages call things, per language (libs/storefront texts, ui's sortable list). */
export const storefrontWords = {
  id: {
    heading: 'Etalase toko',
    catalogHeading: 'Katalog etalase',
    sections: 'Bagian etalase',
    publish: 'Terbitkan',
    published: (version: number) => `Versi ${version} telah terbit.`,
    reordered: 'Urutan baru tersimpan di draf.',
    addSection: 'Tambah bagian',
    newSection: 'Bagian baru',
    formatted: 'Teks berformat',
    text: 'Teks',
    upload: 'Unggah gambar',
    notAnImage: 'Banner harus berupa gambar JPEG, PNG, atau WebP.',
    tooLarge: 'Ukuran gambar banner paling besar 2 MB.',
    phone: 'Ponsel',
    desktop: 'Desktop',
    handle: (label: string) => `Pindahkan ${label}`,
    moved: (label: string, position: number, count: number) => `${label} dipindahkan ke posisi ${position} dari ${count}.`,
    dropped: (label: string, position: number, count: number) => `${label} diletakkan di posisi ${position} dari ${count}.`,
  },
  en: {
    heading: 'Storefront',
    catalogHeading: 'Storefront catalog',
    sections: 'Storefront sections',
    publish: 'Publish',
    published: (version: number) => `Version ${version} is published.`,
    reordered: 'The new order is saved to the draft.',
    addSection: 'Add section',
    newSection: 'New section',
    formatted: 'Formatted text',
    text: 'Text',
    upload: 'Upload an image',
    notAnImage: 'A banner must be a JPEG, PNG or WebP image.',
    tooLarge: 'A banner image can be at most 2 MB.',
    phone: 'Phone',
    desktop: 'Desktop',
    handle: (label: string) => `Move ${label}`,
    moved: (label: string, position: number, count: number) => `${label} moved to position ${position} of ${count}.`,
    dropped: (label: string, position: number, count: number) => `${label} dropped at position ${position} of ${count}.`,
  },
} as const;

/** The storefront pages in the seller portal: the builder, the catalog and the public page. */
export class StorefrontPages {
  readonly words: (typeof storefrontWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storefrontWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store-layout and waits for its sections or its empty list. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store-layout`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByTestId('publish-status')).toBeVisible();
  }

  async openCatalog(): Promise<void> {
    await this.page.goto(`${this.base}/store-catalog`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.catalogHeading })).toBeVisible();
  }

  /** The published version now (0: never published), from the API. */
  async publishedVersion(): Promise<number> {
    const answer = await this.page.request.get(storefrontPaths.storefront);
    const state = (await answer.json()) as { value: StorefrontState };
    return state.value.published?.version ?? 0;
  }

  /** Replaces the draft through the API, as the builder's saves do. */
  async setDraft(sections: StorefrontSection[]): Promise<void> {
    const answer = await this.page.request.put(storefrontPaths.draft, { data: { sections } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  /** The section titles of the builder's list, top to bottom. */
  async sectionOrder(): Promise<string[]> {
    return this.page.getByRole('list', { name: this.words.sections }).locator('[data-section-title]').allTextContents();
  }

  get announcer(): Locator {
    return this.page.locator('[aria-live="assertive"]');
  }

  handle(label: string): Locator {
    return this.page.getByRole('button', { name: this.words.handle(label), exact: true });
  }

  /** Moves a section up by the keyboard (Space, ArrowUp per place, Space), waiting for each announcement. */
  async moveUpByKeyboard(label: string, from: number, places: number, count: number): Promise<void> {
    const handle = this.handle(label);
    await handle.focus();
    await this.page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await expect(this.announcer).toHaveText(this.words.moved(label, from, count));
    for (let position = from - 1; position >= from - places; position -= 1) {
      await this.page.keyboard.press('ArrowUp');
      await expect(this.announcer).toHaveText(this.words.moved(label, position, count));
    }
    await this.page.keyboard.press('Space');
    await expect(this.announcer).toHaveText(this.words.dropped(label, from - places, count));
  }

  async publish(version: number): Promise<void> {
    await this.page.getByRole('button', { name: this.words.publish, exact: true }).click();
    await expect(this.page.getByText(this.words.published(version))).toBeVisible();
  }

  /** The public page's section names, top to bottom. */
  publicSections(): Locator {
    return this.page.locator('section[data-section-type] > h2');
  }
}
