import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the category tree's page calls things, per language (libs/category-tree texts). */
export const categoryTreeWords = {
  id: {
    heading: 'Kategori produk',
    tree: 'Pohon kategori',
    nameId: 'Nama (bahasa Indonesia)',
    nameEn: 'Nama (bahasa Inggris)',
    save: 'Simpan',
    renameOf: (name: string) => `Ubah nama ${name}`,
    addChildOf: (name: string) => `Tambah subkategori di bawah ${name}`,
    moveUpOf: (name: string) => `Naikkan ${name}`,
    moveDownOf: (name: string) => `Turunkan ${name}`,
    moveToOf: (name: string) => `Ganti induk ${name}`,
    newParent: 'Induk baru',
    move: 'Pindahkan',
    movedTo: (name: string, parent: string) => `${name} dipindahkan ke ${parent}.`,
    tooDeep: 'Di sana kategori ini beserta subkategorinya melebihi tiga tingkat. Pilih induk yang lebih tinggi.',
    deactivateOf: (name: string) => `Nonaktifkan ${name}`,
    deleteOf: (name: string) => `Hapus ${name}`,
    inactive: 'Nonaktif',
    added: (name: string) => `${name} ditambahkan.`,
    nameTaken: 'Kategori lain di bawah induk yang sama sudah memakai nama ini.',
  },
  en: {
    heading: 'Product categories',
    tree: 'Category tree',
    nameId: 'Name (Indonesian)',
    nameEn: 'Name (English)',
    save: 'Save',
    renameOf: (name: string) => `Rename ${name}`,
    addChildOf: (name: string) => `Add a subcategory under ${name}`,
    moveUpOf: (name: string) => `Move up ${name}`,
    moveDownOf: (name: string) => `Move down ${name}`,
    moveToOf: (name: string) => `Change parent of ${name}`,
    newParent: 'New parent',
    move: 'Move',
    movedTo: (name: string, parent: string) => `${name} is moved to ${parent}.`,
    tooDeep: 'There it would pass three levels, with the categories under it. Choose a higher parent.',
    deactivateOf: (name: string) => `Deactivate ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
    inactive: 'Inactive',
    added: (name: string) => `${name} is added.`,
    nameTaken: 'Another category under the same parent already has this name.',
  },
} as const;

/** The category tree's page, in the console (under /console) or the portal (base ''). */
export class CategoryTreePages {
  readonly words: (typeof categoryTreeWords)[Lang];
  readonly heading: Locator;
  readonly tree: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '/console',
  ) {
    this.words = categoryTreeWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.tree = page.getByRole('list', { name: this.words.tree });
  }

  /** Opens /category-tree and waits for its heading and the tree. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/category-tree`);
    await expect(this.heading).toBeVisible();
    await expect(this.tree).toBeVisible();
  }

  /** A category's row (with its subcategories), by its code. */
  category(code: string): Locator {
    return this.page.getByTestId(`category-${code}`);
  }

  /** Fills a form's two names and saves it. */
  async fillAndSave(form: Locator, names: { name: string; nameEn: string }): Promise<void> {
    await form.getByRole('textbox', { name: this.words.nameId }).fill(names.name);
    await form.getByRole('textbox', { name: this.words.nameEn }).fill(names.nameEn);
    await form.getByRole('button', { name: this.words.save }).click();
  }

  /** Adds a main category from the form above the tree; waits until the tree shows it. */
  async addRoot(names: { name: string; nameEn: string }): Promise<void> {
    await this.fillAndSave(this.page.locator('form').first(), names);
    await expect(this.page.getByText(this.words.added(names.name))).toBeVisible();
    await expect(this.tree.getByText(names.name, { exact: true })).toBeVisible();
  }

  /** Adds a subcategory under the category named `parent`, from the form its row opens. */
  async addChild(parent: string, names: { name: string; nameEn: string }): Promise<void> {
    const row = this.rowOf(parent);
    await row.getByRole('button', { name: this.words.addChildOf(parent) }).click();
    await this.fillAndSave(row.locator('form'), names);
    await expect(this.tree.getByText(names.name, { exact: true })).toBeVisible();
  }

  /** The names of the subcategories right under the category named `parent`, in their order. */
  childrenOf(parent: string): Locator {
    return this.rowOf(parent).getByRole('list').first().locator(':scope > li > div');
  }

  /** Opens the category's "move to" form, chooses the parent by its label (a path such as `A › B`) and moves it. */
  async moveTo(name: string, parentLabel: string): Promise<Locator> {
    const row = this.rowOf(name);
    await row.getByRole('button', { name: this.words.moveToOf(name) }).click();
    const form = this.page.getByRole('form', { name: this.words.moveToOf(name) });
    await form.getByRole('combobox', { name: this.words.newParent }).selectOption({ label: parentLabel });
    await form.getByRole('button', { name: this.words.move }).click();
    return form;
  }

  /** The row of the category named `name` (its own row, not its subcategories'). */
  rowOf(name: string): Locator {
    return this.tree
      .locator('li')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .last();
  }
}
