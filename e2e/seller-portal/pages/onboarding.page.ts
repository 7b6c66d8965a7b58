import { expect } from '@playwright/test';
import { PageObject } from './page-object';

/** What /onboarding-v2 calls its steps, fields and buttons, per language. */
export const onboardingWords = {
  id: {
    title: 'Siapkan toko Anda',
    steps: { details: 'Data toko', address: 'Alamat pengambilan', documents: 'Dokumen', submit: 'Kirim' },
    fields: {
      storeName: 'Nama toko',
      description: 'Deskripsi toko',
      category: 'Kategori utama',
      phoneNumber: 'Nomor telepon toko',
      pickupPointName: 'Nama titik ambil',
      address: 'Alamat lengkap',
      province: 'Provinsi',
      city: 'Kota atau kabupaten',
      postalCode: 'Kode pos',
      ownerName: 'Nama pemilik sesuai KTP',
      ktpNumber: 'Nomor KTP (NIK)',
      npwpNumber: 'Nomor NPWP',
    },
    save: 'Simpan dan lanjutkan',
    submit: 'Kirim untuk ditinjau',
    waiting: 'Toko Anda sedang menunggu tinjauan',
    checkAgain: 'Periksa lagi',
    phoneProblem: 'Nomor telepon terdiri dari 7–14 angka.',
    reviewReason: (reason: string) => `Perlu revisi: ${reason}`,
  },
  en: {
    title: 'Set up your store',
    steps: { details: 'Store details', address: 'Pickup address', documents: 'Documents', submit: 'Submit' },
    fields: {
      storeName: 'Store name',
      description: 'Store description',
      category: 'Main category',
      phoneNumber: 'Store phone number',
      pickupPointName: 'Pickup point name',
      address: 'Full address',
      province: 'Province',
      city: 'City or regency',
      postalCode: 'Postal code',
      ownerName: "Owner's name as on the KTP",
      ktpNumber: 'KTP number (NIK)',
      npwpNumber: 'NPWP number',
    },
    save: 'Save and continue',
    submit: 'Submit for review',
    waiting: 'Your store is waiting for review',
    checkAgain: 'Check again',
    phoneProblem: 'A phone number has 7 to 14 digits.',
    reviewReason: (reason: string) => `Needs revision: ${reason}`,
  },
} as const;

export interface StoreDetailsInput {
  storeName: string;
  description: string;
  /** The category's visible name. */
  category: string;
  phoneNumber: string;
}

/** /onboarding-v2: the new store's steps, one form at a time. */
export class OnboardingPage extends PageObject {
  private get words() {
    return onboardingWords[this.lang];
  }

  field(name: keyof (typeof onboardingWords)['id']['fields']) {
    return this.page.getByLabel(this.words.fields[name]);
  }

  async expectStep(step: keyof (typeof onboardingWords)['id']['steps']) {
    await expect(this.page).toHaveURL(/\/onboarding-v2/);
    await expect(this.page.getByRole('heading', { level: 2, name: this.words.steps[step] })).toBeVisible();
  }

  async fillStoreDetails(input: StoreDetailsInput) {
    await this.expectStep('details');
    await this.field('storeName').fill(input.storeName);
    await this.field('description').fill(input.description);
    await this.field('category').selectOption({ label: input.category });
    await this.field('phoneNumber').fill(input.phoneNumber);
  }

  async save() {
    await this.page.getByRole('button', { name: this.words.save }).click();
  }

  async fillPickupAddress() {
    await this.expectStep('address');
    await this.field('pickupPointName').fill('Gudang Utama');
    await this.field('address').fill('Jl. Merdeka No. 1, Kel. Gambir');
    await this.field('province').selectOption({ label: 'DKI Jakarta' });
    await this.field('city').fill('Jakarta Pusat');
    await this.field('postalCode').fill('10110');
  }

  async fillDocuments(ownerName: string) {
    await this.expectStep('documents');
    await this.field('ownerName').fill(ownerName);
    await this.field('ktpNumber').fill('3171 0123 4567 8901');
    await this.field('npwpNumber').fill('01.234.567.8-901.000');
  }

  /** Submits for review: the page then says the store waits for the marketplace's staff. */
  async submit() {
    await this.expectStep('submit');
    await this.page.getByRole('button', { name: this.words.submit }).click();
    await expect(this.page.getByText(this.words.waiting)).toBeVisible();
  }

  /** Asks whether staff decided (what a seller waiting does besides coming back later). */
  async checkAgain() {
    await this.page.getByRole('button', { name: this.words.checkAgain }).click();
  }

  /** The review's reason on a field: under it, announced with it (its description), and in the summary above the step. */
  async expectRevisionReason(name: keyof (typeof onboardingWords)['id']['fields'], reason: string) {
    await expect(this.field(name)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.field(name)).toHaveAccessibleDescription(new RegExp(this.words.reviewReason(reason).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(this.page.getByRole('listitem').getByText(`${this.words.fields[name]}: ${reason}`, { exact: true })).toBeVisible();
  }

  /** A saved step no longer shows the review's reasons. */
  async expectNoRevisionReasons(reason: string) {
    await expect(this.page.getByText(reason)).toHaveCount(0);
  }
}
