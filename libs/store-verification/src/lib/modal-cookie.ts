import { cookieAssignment, cookieNames, readCookie } from '@seller-portal/contracts/core';

/** §4.5 "Remind me tomorrow": the modal stays away for a day, then asks again while the deadline lasts. */
export const idVerificationModalHideDays = 1;

export function isIdVerificationModalHidden(): boolean {
  return readCookie(cookieNames.hideIdVerificationModal, document.cookie) !== null;
}

export function hideIdVerificationModal(): void {
  document.cookie = cookieAssignment(cookieNames.hideIdVerificationModal, 'true', idVerificationModalHideDays);
}
