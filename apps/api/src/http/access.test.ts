import type { Session } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { assertAccessDeclared, decideAccess, type Access } from './access';

type Subject = Pick<Session, 'mode' | 'accessibilities'>;
const store: Subject = { mode: { type: 'STORE', code: 'S1', state: null }, accessibilities: [{ code: 'STORE_ORDER' }] };
const internal: Subject = { mode: { type: 'INTERNAL', code: null, state: null }, accessibilities: [{ code: 'INTERNAL_ANNOUNCEMENT' }] };
const noModeYet: Subject = { mode: null, accessibilities: [] };

describe('access decisions (§6)', () => {
  it.each<[string, Access, Subject | null, string]>([
    ['public routes skip every check', { public: true }, null, 'allow'],
    ['no session on a session route is PE403002', { modes: 'any' }, null, 'PE403002'],
    ['any signed-in session passes modes any', { modes: 'any' }, store, 'allow'],
    ['a session without a chosen mode passes modes any', { modes: 'any' }, noModeYet, 'allow'],
    ['a session without a chosen mode fails a mode list', { modes: ['STORE'] }, noModeYet, 'PE403001'],
    ['the right mode passes', { modes: ['STORE', 'VENDOR'] }, store, 'allow'],
    ['the wrong mode is PE403001', { modes: ['INTERNAL'] }, store, 'PE403001'],
    ['a held code passes', { modes: ['STORE'], accessibilities: ['STORE_ORDER'] }, store, 'allow'],
    ['every code is required', { modes: ['STORE'], accessibilities: ['STORE_ORDER', 'STORE_STORE-WALLET_VIEW'] }, store, 'PE403001'],
    ['a missing code is PE403001', { modes: ['INTERNAL'], accessibilities: ['INTERNAL_SELLER-API-CENTER'] }, internal, 'PE403001'],
    ['codes apply to modes any too', { modes: 'any', accessibilities: ['INTERNAL_ANNOUNCEMENT'] }, store, 'PE403001'],
    ['one code of anyOf is enough', { modes: ['STORE'], anyOf: ['STORE_PRODUCT', 'STORE_ORDER'] }, store, 'allow'],
    ['none of anyOf is PE403001', { modes: ['STORE'], anyOf: ['STORE_PRODUCT', 'STORE_CONVERSATION'] }, store, 'PE403001'],
    ['anyOf comes on top of the codes all required', { modes: ['STORE'], accessibilities: ['STORE_PRODUCT'], anyOf: ['STORE_ORDER'] }, store, 'PE403001'],
  ])('%s', (_, access, session, decision) => {
    expect(decideAccess(access, session)).toBe(decision);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty object', {}],
    ['public false', { public: false }],
    ['empty mode list', { modes: [] }],
    ['a mode string other than any', { modes: 'STORE' }],
  ])('rejects a declaration that is %s', (_, access) => {
    expect(() => assertAccessDeclared('GET', '/backend/x', access)).toThrow(/GET \/backend\/x has no access declaration/);
  });

  it.each([{ public: true }, { modes: 'any' }, { modes: ['STORE'], accessibilities: ['STORE_ORDER'] }])('accepts %j', (access) => {
    expect(() => assertAccessDeclared('GET', '/backend/x', access)).not.toThrow();
  });
});
