/** The local flag of the phone/email reminder (§3 local storage keys, §4.2). */
export const pnvFlagStorageKey = 'bsc_check_pnv';

/** §4.2 step 2: the phone/email-verification flag is cleared when needVerification sends the user away. */
export function clearPnvFlag(): void {
  try {
    globalThis.localStorage?.removeItem(pnvFlagStorageKey);
  } catch {
    // Storage blocked (some webviews): there is no flag to clear.
  }
}

/** Whether the flag is set ('false' counts as unset). */
export function readPnvFlag(storage?: Pick<Storage, 'getItem'> | null): boolean {
  try {
    const store = storage === undefined ? globalThis.localStorage : storage;
    const value = store?.getItem(pnvFlagStorageKey);
    return value !== null && value !== undefined && value !== 'false';
  } catch {
    return false;
  }
}

/** Sets the flag (at a sign-in): the next routing by §4.2 reminds an external-only user of an unverified phone or email. */
export function setPnvFlag(): void {
  try {
    globalThis.localStorage?.setItem(pnvFlagStorageKey, 'true');
  } catch {
    // Without storage there is no reminder; signing in still works.
  }
}
