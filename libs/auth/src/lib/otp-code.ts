import { otpPolicy } from '@seller-portal/contracts/accounts';

/** A code can be sent once it has exactly `length` digits. */
export function isCompleteOtp(code: string, length: number = otpPolicy.codeLength): boolean {
  return code.length === length && /^\d+$/.test(code);
}
