import type { OnboardingDocuments, PickupAddress, StoreDetails } from '@seller-portal/contracts/onboarding';
import type { Session } from '@seller-portal/contracts/core';

/**
 * §3 Session values for tests, named after the demo accounts. Each builder returns a fresh object;
 * an override replaces the whole field (`customFields` too), so a test states every value it relies on.
 */

/** The demo store owner in STORE mode, holding nothing beyond the mode. */
export function storeSession(overrides: Partial<Session> = {}): Session {
  return {
    username: 'seller@demo.test',
    userId: 'U-1',
    mode: { type: 'STORE', code: 'DEMO-60001', state: null },
    modes: ['STORE'],
    switchableMode: false,
    modules: [],
    menus: [],
    accessibilities: [],
    pickupPoints: [],
    customFields: {},
    ...overrides,
  };
}

/** Internal staff: INTERNAL is the only mode, and it carries no code. */
export function internalSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'internal@demo.test', mode: { type: 'INTERNAL', code: null, state: null }, modes: ['INTERNAL'], ...overrides });
}

/** A vendor user: VENDOR is the only mode; the server gives it no code. */
export function vendorSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'vendor@demo.test', mode: { type: 'VENDOR', code: null, state: null }, modes: ['VENDOR'], ...overrides });
}

/** §4.2 step 1: an amphibi user (STORE and INTERNAL) who has not chosen a mode yet. */
export function amphibiSession(overrides: Partial<Session> = {}): Session {
  return storeSession({ username: 'amphibi@demo.test', mode: null, modes: ['STORE', 'INTERNAL'], switchableMode: true, ...overrides });
}

/** The `accessibilities` field holding these codes. */
export function accessibilities(...codes: string[]): Session['accessibilities'] {
  return codes.map((code) => ({ code }));
}

/** §4.2 step 5 values every onboarding rule accepts, written as a seller would (numbers with their separators). */
export const sampleStoreDetails: StoreDetails = {
  storeName: 'Toko Kopi Oki',
  description: 'Kopi bubuk dan biji kopi dari Aceh dan Toraja',
  category: 'FOOD',
  phoneNumber: '0812 3456 7890',
};

export const samplePickupAddress: PickupAddress = {
  pickupPointName: 'Gudang Utama',
  address: 'Jl. Merdeka No. 1, Kel. Gambir',
  provinceCode: 'ID-JK',
  city: 'Jakarta Pusat',
  postalCode: '10110',
};

export const sampleDocuments: OnboardingDocuments = { ownerName: 'Oki Pendaftar', ktpNumber: '3171 0123 4567 8901', npwpNumber: '01.234.567.8-901.000' };

/**
 * What is wrong with a feature's texts of its error codes: a code without an Indonesian or an English text, one whose
 * two texts are the same (left untranslated), or a text of a code the feature does not own. Empty when all is well.
 */
export function errorTextProblems(texts: { en: object; id: object }, codes: readonly string[]): string[] {
  const en = texts.en as Record<string, string | undefined>;
  const id = texts.id as Record<string, string | undefined>;
  const problems = codes.flatMap((code) => {
    if (!en[code] || !id[code]) return [`${code} has no ${en[code] ? 'Indonesian' : 'English'} text`];
    return id[code] === en[code] ? [`${code} says the same in both languages`] : [];
  });
  const others = [...new Set([...Object.keys(en), ...Object.keys(id)])].filter((code) => !codes.includes(code));
  return [...problems, ...others.map((code) => `${code} is not one of its codes`)];
}
