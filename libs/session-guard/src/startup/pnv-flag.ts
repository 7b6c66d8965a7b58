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
