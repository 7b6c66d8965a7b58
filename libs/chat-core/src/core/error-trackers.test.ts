import { describe, expect, it } from 'vitest';
import { isTrackedDatabaseError } from './error-trackers';

describe('§4.10 database errors are tracked only if in allowedErrorTrackers', () => {
  const rows = [
    { name: 'listed in the object', chat: '{"allowedErrorTrackers":["PERMISSION_DENIED"]}', code: 'PERMISSION_DENIED', tracked: true },
    { name: 'listed in another case', chat: '{"allowedErrorTrackers":["permission_denied"]}', code: 'PERMISSION_DENIED', tracked: true },
    { name: 'the list itself', chat: '["DISCONNECTED"]', code: 'DISCONNECTED', tracked: true },
    { name: 'not listed', chat: '{"allowedErrorTrackers":["DISCONNECTED"]}', code: 'PERMISSION_DENIED', tracked: false },
    { name: 'an empty list', chat: '{"allowedErrorTrackers":[]}', code: 'PERMISSION_DENIED', tracked: false },
    { name: 'no config', chat: undefined, code: 'PERMISSION_DENIED', tracked: false },
    { name: 'unparseable', chat: '{allowedErrorTrackers', code: 'PERMISSION_DENIED', tracked: false },
    { name: 'a list of something else', chat: '{"allowedErrorTrackers":"PERMISSION_DENIED"}', code: 'PERMISSION_DENIED', tracked: false },
  ];
  it.each(rows)('$name', ({ chat, code, tracked }) => expect(isTrackedDatabaseError(chat === undefined ? {} : { chat }, code)).toBe(tracked));
});
