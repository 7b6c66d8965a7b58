import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';
import { InternalToolPage } from './internal-tool.page';

/** What the API center pages call things, per language (libs/api-center texts). */
export const apiCenterWords = {
  id: {
    heading: 'Pusat API',
    upload: 'Unggah spesifikasi',
    dialog: 'Unggah spesifikasi OpenAPI',
    service: 'Layanan',
    file: 'File',
    submit: 'Unggah',
    filter: 'Saring menurut layanan, judul, atau versi',
    documentation: 'Dokumentasi',
    deleteConfirm: 'Hapus',
    deleteNamed: (title: string) => `Hapus ${title}`,
    viewNamed: (title: string) => `Lihat ${title}`,
    notOpenApi: 'File ini bukan spesifikasi OpenAPI 3 atau Swagger 2',
    history: 'Riwayat perubahan',
    builtIn: 'Bawaan',
  },
  en: {
    heading: 'API center',
    upload: 'Upload specification',
    dialog: 'Upload an OpenAPI specification',
    service: 'Service',
    file: 'File',
    submit: 'Upload',
    filter: 'Filter by service, title or version',
    documentation: 'Documentation',
    deleteConfirm: 'Delete',
    deleteNamed: (title: string) => `Delete ${title}`,
    viewNamed: (title: string) => `View ${title}`,
    notOpenApi: 'The file is not an OpenAPI 3 or Swagger 2 specification',
    history: 'Change history',
    builtIn: 'Built in',
  },
} as const;

/** `<base>/api-center`: the specifications by service, the upload dialog, delete, and the history. */
export class ApiCenterPage extends InternalToolPage<(typeof apiCenterWords)[Lang]> {
  constructor(page: Page, lang: Lang, base?: string) {
    super(page, lang, apiCenterWords, base);
  }

  async open() {
    await this.goTo('/api-center', this.words.heading);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.dialog });
  }

  /** Opens the upload dialog and sends one file to a service; the dialog stays open when the server refuses. */
  async upload(service: string, file: { name: string; mimeType: string; content: string }) {
    await this.page.getByRole('button', { name: this.words.upload }).click();
    await this.dialog.getByRole('textbox', { name: this.words.service }).fill(service);
    await this.dialog.getByLabel(this.words.file).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.content) });
    await this.dialog.getByRole('button', { name: this.words.submit, exact: true }).click();
  }

  async filter(text: string) {
    await this.page.getByRole('searchbox', { name: this.words.filter }).fill(text);
  }

  /** The service's table (its heading names it). */
  service(name: string): Locator {
    return this.page.getByRole('table', { name: new RegExp(`^${name} \\(`) });
  }

  async view(title: string) {
    await this.page.getByRole('link', { name: this.words.viewNamed(title) }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title.replace(/ [\d.]+$/, '') })).toBeVisible();
  }

  async remove(title: string) {
    await this.page.getByRole('button', { name: this.words.deleteNamed(title) }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: this.words.deleteConfirm, exact: true }).click();
  }

  get history(): Locator {
    return this.page.locator('section').filter({ has: this.page.getByRole('heading', { level: 2, name: this.words.history }) });
  }
}

/** The documentation Redoc draws on the specification page, once it has drawn it. */
export function documentation(page: Page): Locator {
  return page.getByTestId('api-documentation');
}
