import { cookieNames } from '@seller-portal/contracts/core';
import Cookies from 'js-cookie';

/** §4.5 "Remind me tomorrow": the modal stays away for a day, then asks again while the deadline lasts. */
export const idVerificationModalHideDays = 1;

export function isIdVerificationModalHidden(): boolean {
  return Cookies.get(cookieNames.hideIdVerificationModal) !== undefined;
}

export function hideIdVerificationModal(): void {
  Cookies.set(cookieNames.hideIdVerificationModal, 'true', { expires: idVerificationModalHideDays, path: '/', sameSite: 'Lax' });
}
