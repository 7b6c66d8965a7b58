import { describe, expect, it } from 'vitest';
import { sessionSchema } from '@seller-portal/contracts/core';
import { isAmphibi, isExternalOnly } from '@seller-portal/contracts/core';
import { accessibilities, amphibiSession, errorTextProblems, internalSession, storeSession, vendorSession } from './index';

describe('Session builders for tests', () => {
  const rows = [
    { name: 'store owner', session: storeSession(), mode: 'STORE', externalOnly: true, amphibi: false },
    { name: 'internal staff', session: internalSession(), mode: 'INTERNAL', externalOnly: false, amphibi: false },
    { name: 'vendor', session: vendorSession(), mode: 'VENDOR', externalOnly: false, amphibi: false },
    { name: 'amphibi without a mode', session: amphibiSession(), mode: undefined, externalOnly: false, amphibi: true },
  ];
  it.each(rows)('$name is a valid §3 Session', ({ session, mode, externalOnly, amphibi }) => {
    expect(sessionSchema.parse(session)).toEqual(session);
    expect(session.mode?.type).toBe(mode);
    expect(isExternalOnly(session)).toBe(externalOnly);
    expect(isAmphibi(session)).toBe(amphibi);
  });

  it('replaces whole fields and returns a fresh value each time', () => {
    const limited = storeSession({ accessibilities: accessibilities('STORE_ORDER'), customFields: { channelId: 'App' } });
    expect(limited).toMatchObject({ username: 'seller@demo.test', accessibilities: [{ code: 'STORE_ORDER' }], customFields: { channelId: 'App' } });
    limited.menus.push({ code: 'dashboard', name: 'menu.dashboard' });
    expect(storeSession().menus).toEqual([]);
  });

  it('lets an override win over what a builder sets', () => {
    expect(internalSession({ username: 'u' }).username).toBe('u');
    expect(amphibiSession({ switchableMode: false }).switchableMode).toBe(false);
  });
});

describe('errorTextProblems', () => {
  const codes = ['A_CODE', 'B_CODE'];
  it.each([
    { says: 'every code said in both languages', en: { A_CODE: 'A', B_CODE: 'B' }, id: { A_CODE: 'Sebuah', B_CODE: 'Kedua' }, problems: [] },
    { says: 'a code without its English text', en: { A_CODE: 'A' }, id: { A_CODE: 'Sebuah', B_CODE: 'Kedua' }, problems: ['B_CODE has no English text'] },
    {
      says: 'a code left untranslated',
      en: { A_CODE: 'A', B_CODE: 'B' },
      id: { A_CODE: 'A', B_CODE: 'Kedua' },
      problems: ['A_CODE says the same in both languages'],
    },
    {
      says: 'a code the feature does not own',
      en: { A_CODE: 'A', B_CODE: 'B', C_CODE: 'C' },
      id: { A_CODE: 'Sebuah', B_CODE: 'Kedua' },
      problems: ['C_CODE is not one of its codes'],
    },
  ])('finds $says', ({ en, id, problems }) => {
    expect(errorTextProblems({ en, id }, codes)).toEqual(problems);
  });
});
