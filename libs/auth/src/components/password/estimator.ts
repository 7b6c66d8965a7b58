import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword, type PasswordEstimate } from '../../lib/password-strength';

let factory: ZxcvbnFactory | null = null;

/** zxcvbn's estimate with the common dictionaries (this module is the heavy part of the meter's lazy chunk). */
export function estimatePassword(password: string, userInputs: readonly string[] = []): PasswordEstimate {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = factory.check(password, [...userInputs]);
  return { score: result.score, isCommon: isCommonPassword(password, result.sequence) };
}
