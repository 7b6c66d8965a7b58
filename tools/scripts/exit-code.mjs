import { constants } from 'node:os';

/**
 * The exit code of a wrapper whose child ended with `code` or by `signal`: the child's own code, else what a
 * shell reports for a signal (128 + its number), so a supervisor sees a killed server as a failure.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @returns {number}
 */
export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return signal ? 128 + (constants.signals[signal] ?? 0) : 1;
}
