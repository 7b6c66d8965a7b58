import { describe, expect, it } from 'vitest';
import { TrackerNotReadyError, isTrackerNotReadyError, userAttributeCalls, type TrackerUserAttributes, type UserAttributeCall } from './engagement-tracker';

describe('userAttributeCalls (§7 Other: dedicated setters, others under their own key)', () => {
  const rows: { name: string; attributes: TrackerUserAttributes; expected: UserAttributeCall[] }[] = [
    { name: 'unique id has its own setter', attributes: { uniqueId: 'DEMO-60001-U-1' }, expected: [{ setter: 'setUniqueId', value: 'DEMO-60001-U-1' }] },
    { name: 'email has its own setter', attributes: { email: 'seller@demo.test' }, expected: [{ setter: 'setEmail', value: 'seller@demo.test' }] },
    { name: 'mobile number has its own setter', attributes: { mobileNumber: '0812345678' }, expected: [{ setter: 'setMobileNumber', value: '0812345678' }] },
    { name: 'user name has its own setter', attributes: { userName: 'Seller' }, expected: [{ setter: 'setUserName', value: 'Seller' }] },
    {
      name: 'other attributes go under their own key, values kept as they are',
      attributes: { storeName: 'Demo', isOwner: true, pickupPoints: 2, region: null },
      expected: [
        { setter: 'setUserAttribute', key: 'storeName', value: 'Demo' },
        { setter: 'setUserAttribute', key: 'isOwner', value: true },
        { setter: 'setUserAttribute', key: 'pickupPoints', value: 2 },
        { setter: 'setUserAttribute', key: 'region', value: null },
      ],
    },
    {
      name: 'the unique id goes first so later attributes land on that user',
      attributes: { email: 'seller@demo.test', storeName: 'Demo', uniqueId: 'U' },
      expected: [
        { setter: 'setUniqueId', value: 'U' },
        { setter: 'setEmail', value: 'seller@demo.test' },
        { setter: 'setUserAttribute', key: 'storeName', value: 'Demo' },
      ],
    },
    { name: 'undefined values are left out', attributes: { email: undefined, storeName: undefined }, expected: [] },
    {
      name: 'a key named like an Object method is an ordinary attribute',
      attributes: { toString: 'x' },
      expected: [{ setter: 'setUserAttribute', key: 'toString', value: 'x' }],
    },
  ];
  it.each(rows)('$name', ({ attributes, expected }) => {
    expect(userAttributeCalls(attributes)).toEqual(expected);
  });
});

describe('TrackerNotReadyError (§5)', () => {
  it('says the tracker instance is not yet ready and is recognisable', () => {
    const error = new TrackerNotReadyError();
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/instance is not yet ready/);
    expect(isTrackerNotReadyError(error)).toBe(true);
    expect(isTrackerNotReadyError(new Error('other'))).toBe(false);
  });
});
