/** See exit-code.mjs. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number;
