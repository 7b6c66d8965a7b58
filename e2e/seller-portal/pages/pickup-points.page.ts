import { pickupPointPaths, type PickupPointDetail, type PickupPointRequest } from '@seller-portal/contracts/pickup-points';
import type { Envelope } from '@seller-portal/contracts/core';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What the pickup-points pages call things, per language (libs/pickup-points texts). */
export const pickupPointsWords = {
  id: {
    heading: 'Titik pengambilan',
    editHeading: (name: string) => `Ubah ${name}`,
    newHeading: 'Titik pengambilan baru',
    edit: (name: string) => `Ubah ${name}`,
    closesAt: (day: string) => `Tutup pukul (${day})`,
    opensAt: (day: string) => `Buka pukul (${day})`,
    overnight: (day: string) => `Tutup lewat tengah malam (${day})`,
    from: 'Dari',
    until: 'Sampai',
    save: 'Simpan',
    monday: 'Senin',
    friday: 'Jumat',
    scheduleProblem: /Jadwal ini tidak dapat berjalan: di luar jam buka/,
    invalidRow: '1 jadwal tidak dapat berjalan',
    validRow: '1 jadwal, semua dapat berjalan',
  },
  en: {
    heading: 'Pickup points',
    editHeading: (name: string) => `Edit ${name}`,
    newHeading: 'New pickup point',
    edit: (name: string) => `Edit ${name}`,
    closesAt: (day: string) => `Closes at (${day})`,
    opensAt: (day: string) => `Opens at (${day})`,
    overnight: (day: string) => `Closes after midnight (${day})`,
    from: 'From',
    until: 'Until',
    save: 'Save',
    monday: 'Monday',
    friday: 'Friday',
    scheduleProblem: /This schedule cannot work: outside opening hours/,
    invalidRow: '1 schedule cannot work',
    validRow: '1 schedule, all can work',
  },
} as const;

/** The pickup point pages in the seller portal: the list (/store/address) and a pickup point's page. */
export class PickupPointsPages {
  readonly words: (typeof pickupPointsWords)[Lang];
  readonly heading: Locator;
  /** The list of the schedules that cannot work, above the pickup points. */
  readonly invalidSchedules: Locator;

  constructor(
    readonly page: Page,
    lang: Lang,
    readonly base = '',
  ) {
    this.words = pickupPointsWords[lang];
    this.heading = page.getByRole('heading', { level: 1, name: this.words.heading });
    this.invalidSchedules = page.getByTestId('invalid-schedules');
  }

  /** Opens /store/address and waits for its heading and its list. */
  async open(): Promise<void> {
    await this.page.goto(`${this.base}/store/address`);
    await expect(this.heading).toBeVisible();
    await expect(this.page.locator('[data-pickup-point]').first()).toBeVisible();
  }

  /** A pickup point's row (a card on a phone). */
  row(name: string): Locator {
    return this.page.locator('[data-pickup-point]').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Opens a pickup point's page from its row and waits for its form. */
  async edit(name: string): Promise<void> {
    await this.row(name)
      .getByRole('link', { name: this.words.edit(name) })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.editHeading(name) })).toBeVisible();
  }

  /** Opens a pickup point's page by its address and waits for its form. */
  async openPoint(code: string, name: string): Promise<void> {
    await this.page.goto(`${this.base}/store/address/${encodeURIComponent(code)}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.words.editHeading(name) })).toBeVisible();
  }

  closesAt(day: string): Locator {
    return this.page.getByLabel(this.words.closesAt(day), { exact: true });
  }

  opensAt(day: string): Locator {
    return this.page.getByLabel(this.words.opensAt(day), { exact: true });
  }

  /** The day's "closes after midnight" box. */
  overnight(day: string): Locator {
    return this.page.getByLabel(this.words.overnight(day), { exact: true });
  }

  /** A schedule of the form by its number (1 the first). */
  schedule(number: number): Locator {
    return this.page.locator(`[data-schedule="${number}"]`);
  }

  /** Saves the form and waits for the list it returns to. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: this.words.save }).click();
    await expect(this.heading).toBeVisible();
  }
}

/** A pickup point in Kebayoran Baru, South Jakarta, for JNE, open on weekdays 08:00–17:00 unless `overrides` say otherwise. */
export function kebayoranPoint(name: string, overrides: Partial<PickupPointRequest> = {}): PickupPointRequest {
  return {
    name,
    address: 'Jl. Panglima Polim No. 1',
    provinceCode: '31',
    cityCode: '31.74',
    districtCode: '31.74.07',
    postalCode: '12160',
    latitude: null,
    longitude: null,
    phone: '0217201234',
    isMain: false,
    couriers: ['JNE'],
    openingHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, open: '08:00', close: '17:00' })),
    schedules: [],
    ...overrides,
  };
}

/** Adds a pickup point to the signed-in seller's store through the server's call, as the form's save does. */
export async function addPickupPoint(page: Page, request: PickupPointRequest): Promise<PickupPointDetail> {
  const answer = await page.request.post(pickupPointPaths.pickupPoints, { data: request });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<PickupPointDetail>).value as PickupPointDetail;
}

export async function removePickupPoint(page: Page, code: string): Promise<void> {
  await page.request.delete(pickupPointPaths.pickupPointPattern.replace(':pickupPointCode', encodeURIComponent(code)));
}
