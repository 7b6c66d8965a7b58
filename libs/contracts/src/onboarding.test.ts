import { describe, expect, it } from 'vitest';
import { documentsProblems, nextOnboardingStep, pickupAddressProblems, storeDetailsProblems, type OnboardingStepState } from './onboarding';

const details = { storeName: 'Toko Budi', description: 'Kopi bubuk dan biji kopi dari Aceh', category: 'FOOD', phoneNumber: '0812-3456-7890' };
const address = {
  pickupPointName: 'Gudang Utama',
  address: 'Jl. Merdeka No. 1, Kel. Gambir',
  provinceCode: 'ID-JK',
  city: 'Jakarta Pusat',
  postalCode: '10110',
};
const documents = { ownerName: 'Budi Santoso', ktpNumber: '3171 0123 4567 8901', npwpNumber: '01.234.567.8-901.000' };
const known = (code: string) => code === 'ID-JK';

describe('onboarding step rules (§4.2 step 5)', () => {
  it.each([
    { values: details, problems: {}, says: 'store details filled in' },
    { values: { ...details, storeName: ' ' }, problems: { storeName: 'REQUIRED' }, says: 'a blank store name' },
    { values: { ...details, storeName: 'AB' }, problems: { storeName: 'TOO_SHORT' }, says: 'a store name under 3 characters' },
    { values: { ...details, storeName: 'x'.repeat(51) }, problems: { storeName: 'TOO_LONG' }, says: 'a store name over 50 characters' },
    { values: { ...details, description: 'Kopi' }, problems: { description: 'TOO_SHORT' }, says: 'a description under 20 characters' },
    { values: { ...details, category: 'WEAPONS' }, problems: { category: 'UNKNOWN' }, says: 'a category not in the list' },
    { values: { ...details, phoneNumber: '12345' }, problems: { phoneNumber: 'INVALID' }, says: 'a phone number under 7 digits (§5)' },
    { values: { ...details, phoneNumber: '' }, problems: { phoneNumber: 'REQUIRED' }, says: 'no phone number' },
  ])('store details: $says', ({ values, problems }) => {
    expect(storeDetailsProblems(values)).toEqual(problems);
  });

  it.each([
    { values: address, problems: {}, says: 'pickup address filled in' },
    { values: { ...address, provinceCode: 'ID-XX' }, problems: { provinceCode: 'UNKNOWN' }, says: 'a province not in the list' },
    { values: { ...address, provinceCode: '' }, problems: { provinceCode: 'REQUIRED' }, says: 'no province' },
    { values: { ...address, postalCode: '1011' }, problems: { postalCode: 'INVALID' }, says: 'a postal code of 4 digits' },
    { values: { ...address, address: 'Jl. A' }, problems: { address: 'TOO_SHORT' }, says: 'an address under 10 characters' },
  ])('pickup address: $says', ({ values, problems }) => {
    expect(pickupAddressProblems(values, known)).toEqual(problems);
  });

  it.each([
    { values: documents, problems: {}, says: 'documents filled in, numbers written with separators' },
    { values: { ...documents, ktpNumber: '3171012345' }, problems: { ktpNumber: 'INVALID' }, says: 'a KTP number that is not 16 digits' },
    { values: { ...documents, npwpNumber: 'ABC' }, problems: { npwpNumber: 'INVALID' }, says: 'an NPWP number that is not 15 or 16 digits' },
    {
      values: { ownerName: '', ktpNumber: '', npwpNumber: '' },
      problems: { ownerName: 'REQUIRED', ktpNumber: 'REQUIRED', npwpNumber: 'REQUIRED' },
      says: 'nothing filled in',
    },
  ])('documents: $says', ({ values, problems }) => {
    expect(documentsProblems(values)).toEqual(problems);
  });

  const steps = (...completed: boolean[]): OnboardingStepState[] =>
    (['STORE_DETAILS', 'PICKUP_ADDRESS', 'DOCUMENTS'] as const).map((step, i) => ({ step, completed: completed[i], revisionNote: null }));
  it.each([
    { state: steps(false, false, false), next: 'STORE_DETAILS', says: 'a new store starts with its details' },
    { state: steps(true, false, false), next: 'PICKUP_ADDRESS', says: 'then the pickup address' },
    { state: steps(true, false, true), next: 'PICKUP_ADDRESS', says: 'a step sent back for revision comes first again' },
    { state: steps(true, true, true), next: null, says: 'every step saved: the store may be submitted' },
  ])('resuming: $says', ({ state, next }) => {
    expect(nextOnboardingStep(state)).toBe(next);
  });
});
