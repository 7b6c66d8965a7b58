import { configKeys } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { shouldShowIdVerificationModal, type IdVerificationModalFacts } from './id-verification-modal';

const now = Date.UTC(2026, 10, 25, 8);
const shown: IdVerificationModalFacts = {
  isAnnouncementOpen: false,
  isHiddenByCookie: false,
  customFields: { fraudStatus: 'WAITING_IDENTITY_PHOTO', isOwner: true, identityPhotoVerificationDeadline: now + 14 * 86_400_000 },
  config: { [configKeys.showIdVerification]: 'true' },
  now,
};

describe('the ID-verification modal (§4.5)', () => {
  it.each<[string, Partial<IdVerificationModalFacts>, boolean]>([
    ['shows when all six hold', {}, true],
    ['not while an announcement is open', { isAnnouncementOpen: true }, false],
    ['not when the cookie Hide-Id-Verification-Modal is present', { isHiddenByCookie: true }, false],
    ['not when fraudStatus is IDENTITY_PHOTO_CHECKING', { customFields: { ...shown.customFields, fraudStatus: 'IDENTITY_PHOTO_CHECKING' } }, false],
    ['not when fraudStatus is absent', { customFields: { ...shown.customFields, fraudStatus: null } }, false],
    ['not when the user is not owner', { customFields: { ...shown.customFields, isOwner: false } }, false],
    ['not when owner is unknown', { customFields: { ...shown.customFields, isOwner: undefined } }, false],
    ['not when the deadline has passed', { customFields: { ...shown.customFields, identityPhotoVerificationDeadline: now - 1 } }, false],
    ['not when the deadline is now', { customFields: { ...shown.customFields, identityPhotoVerificationDeadline: now } }, false],
    ['not without a deadline', { customFields: { ...shown.customFields, identityPhotoVerificationDeadline: null } }, false],
    ["not when config seller-show-id-verification is 'false'", { config: { [configKeys.showIdVerification]: 'false' } }, false],
    ['not when config seller-show-id-verification is absent', { config: {} }, false],
    ['not before the config has loaded', { config: null }, false],
    ['not without a session', { customFields: null }, false],
  ])('%s', (_, change, expected) => {
    expect(shouldShowIdVerificationModal({ ...shown, ...change })).toBe(expected);
  });
});
