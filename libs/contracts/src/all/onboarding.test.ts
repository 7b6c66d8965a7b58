import { describe, expect, it } from 'vitest';
import {
  documentsProblems,
  nextOnboardingStep,
  onboardingNoteKeys,
  onboardingStepFields,
  onboardingSteps,
  pickupAddressProblems,
  storeDetailsProblems,
  type OnboardingStepState,
} from '@seller-portal/contracts/onboarding';
import { sampleDocuments, samplePickupAddress, sampleStoreDetails } from '@seller-portal/contracts/testing';

const known = (code: string) => code === 'ID-JK';

describe('onboarding step rules (§4.2 step 5)', () => {
  it.each([
    { values: sampleStoreDetails, problems: {}, says: 'store details filled in' },
    { values: { ...sampleStoreDetails, storeName: ' ' }, problems: { storeName: 'REQUIRED' }, says: 'a blank store name' },
    { values: { ...sampleStoreDetails, storeName: 'AB' }, problems: { storeName: 'TOO_SHORT' }, says: 'a store name under 3 characters' },
    { values: { ...sampleStoreDetails, storeName: 'x'.repeat(51) }, problems: { storeName: 'TOO_LONG' }, says: 'a store name over 50 characters' },
    { values: { ...sampleStoreDetails, description: 'Kopi' }, problems: { description: 'TOO_SHORT' }, says: 'a description under 20 characters' },
    { values: { ...sampleStoreDetails, category: 'WEAPONS' }, problems: { category: 'UNKNOWN' }, says: 'a category not in the list' },
    { values: { ...sampleStoreDetails, phoneNumber: '12345' }, problems: { phoneNumber: 'INVALID' }, says: 'a phone number under 7 digits (§5)' },
    { values: { ...sampleStoreDetails, phoneNumber: '' }, problems: { phoneNumber: 'REQUIRED' }, says: 'no phone number' },
  ])('store details: $says', ({ values, problems }) => {
    expect(storeDetailsProblems(values)).toEqual(problems);
  });

  it.each([
    { values: samplePickupAddress, problems: {}, says: 'pickup address filled in' },
    { values: { ...samplePickupAddress, provinceCode: 'ID-XX' }, problems: { provinceCode: 'UNKNOWN' }, says: 'a province not in the list' },
    { values: { ...samplePickupAddress, provinceCode: '' }, problems: { provinceCode: 'REQUIRED' }, says: 'no province' },
    { values: { ...samplePickupAddress, postalCode: '1011' }, problems: { postalCode: 'INVALID' }, says: 'a postal code of 4 digits' },
    { values: { ...samplePickupAddress, address: 'Jl. A' }, problems: { address: 'TOO_SHORT' }, says: 'an address under 10 characters' },
  ])('pickup address: $says', ({ values, problems }) => {
    expect(pickupAddressProblems(values, known)).toEqual(problems);
  });

  it.each([
    { values: sampleDocuments, problems: {}, says: 'documents filled in, numbers written with separators' },
    { values: { ...sampleDocuments, ktpNumber: '3171012345' }, problems: { ktpNumber: 'INVALID' }, says: 'a KTP number that is not 16 digits' },
    { values: { ...sampleDocuments, npwpNumber: 'ABC' }, problems: { npwpNumber: 'INVALID' }, says: 'an NPWP number that is not 15 or 16 digits' },
    {
      values: { ownerName: '', ktpNumber: '', npwpNumber: '' },
      problems: { ownerName: 'REQUIRED', ktpNumber: 'REQUIRED', npwpNumber: 'REQUIRED' },
      says: 'nothing filled in',
    },
  ])('documents: $says', ({ values, problems }) => {
    expect(documentsProblems(values)).toEqual(problems);
  });

  const steps = (...completed: boolean[]): OnboardingStepState[] =>
    (['STORE_DETAILS', 'PICKUP_ADDRESS', 'DOCUMENTS'] as const).map((step, i) => ({ step, completed: completed[i], revisionNotes: {}, revisionNote: null }));
  it.each([
    { state: steps(false, false, false), next: 'STORE_DETAILS', says: 'a new store starts with its details' },
    { state: steps(true, false, false), next: 'PICKUP_ADDRESS', says: 'then the pickup address' },
    { state: steps(true, false, true), next: 'PICKUP_ADDRESS', says: 'a step sent back for revision comes first again' },
    { state: steps(true, true, true), next: null, says: 'every step saved: the store may be submitted' },
  ])('resuming: $says', ({ state, next }) => {
    expect(nextOnboardingStep(state)).toBe(next);
  });

  it('a review may note each field a step checks, keyed STEP.field, and nothing else', () => {
    expect(onboardingNoteKeys).toContain('PICKUP_ADDRESS.postalCode');
    expect(onboardingNoteKeys).toHaveLength(12);
    for (const step of onboardingSteps) {
      const empty = Object.fromEntries(onboardingStepFields[step].map((field) => [field, '']));
      const checked =
        step === 'STORE_DETAILS'
          ? storeDetailsProblems(empty as never)
          : step === 'PICKUP_ADDRESS'
            ? pickupAddressProblems(empty as never, () => true)
            : documentsProblems(empty as never);
      expect(Object.keys(checked)).toEqual([...onboardingStepFields[step]]);
    }
  });
});
