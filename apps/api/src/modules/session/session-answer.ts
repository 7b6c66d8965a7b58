import type { Session } from '@seller-portal/contracts/core';
import { RawJson } from '../../http/envelope';

/**
 * A session's cached JSON as a call's answer: the session cache keeps it serialized, and the envelope splices it in
 * as it is (`serializeValue`), so the hottest call of the portal does not serialize it again.
 */
export function sessionAnswer(json: string): Session {
  return new RawJson(json) as unknown as Session;
}
