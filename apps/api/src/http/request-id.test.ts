import { describe, expect, it } from 'vitest';
import { pickRequestId } from './request-id';

const generate = () => 'generated';

describe('request id', () => {
  it.each([
    ['echoes a timestamp sent by the client (§7)', '/backend/main/session?requestId=1732181234567', '1732181234567'],
    ['finds it among the standard query values', '/x?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=abc-1', 'abc-1'],
    ['generates one without a query', '/backend/main/session', 'generated'],
    ['generates one for an empty value', '/x?requestId=', 'generated'],
    ['generates one for a value with a line break', '/x?requestId=a%0Ab', 'generated'],
    ['generates one for an over-long value', `/x?requestId=${'a'.repeat(129)}`, 'generated'],
  ])('%s', (_, url, id) => {
    expect(pickRequestId(url, generate)).toBe(id);
  });
});
