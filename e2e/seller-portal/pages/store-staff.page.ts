import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the staff page calls things, per language (libs/store-staff texts). */
export const storeStaffWords = {
  id: {
    heading: 'Staf',
    change: (name: string) => `Ubah titik jemput ${name}`,
    dialog: (name: string) => `Titik jemput ${name}`,
    all: 'Semua titik jemput',
    chosen: 'Titik jemput pilihan',
    save: 'Simpan',
    history: 'Riwayat perubahan',
  },
  en: {
    heading: 'Staff',
    change: (name: string) => `Change the pickup points of ${name}`,
    dialog: (name: string) => `Pickup points of ${name}`,
    all: 'All pickup points',
    chosen: 'Chosen pickup points',
    save: 'Save',
    history: 'Change history',
  },
} as const;

/** /store/staff: the store's staff, the pickup points each serves, and the history of the changes (the owner's page). */
export class StoreStaffPages {
  readonly words: (typeof storeStaffWords)[Lang];
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = storeStaffWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
  }

  /** Opens /store/staff and waits for its heading and its staff. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/staff`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('tr[data-staff]').first()).toBeVisible();
  }

  /** A staff member's row, by username. */
  row(username: string): Locator {
    return this.page.locator(`tr[data-staff="${username}"]`);
  }

  /** What a staff member's row says of their pickup points. */
  pickupPointsOf(username: string): Locator {
    return this.row(username).getByTestId('staff-pickup-points');
  }

  /** Assigns a staff member to every pickup point (null) or to the named ones, through the row's dialog. */
  async assign(displayName: string, pickupPointNames: readonly string[] | null, every: readonly string[]): Promise<void> {
    await this.page.getByRole('button', { name: this.words.change(displayName) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.words.dialog(displayName) });
    await expect(dialog).toBeVisible();
    if (pickupPointNames === null) {
      await dialog.getByRole('radio', { name: this.words.all }).check();
    } else {
      await dialog.getByRole('radio', { name: this.words.chosen }).check();
      for (const name of every) await dialog.getByRole('checkbox', { name }).setChecked(pickupPointNames.includes(name));
    }
    await dialog.getByRole('button', { name: this.words.save }).click();
    await expect(dialog).toBeHidden();
  }
}
