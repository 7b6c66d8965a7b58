import { apiPaths } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { lockoutPolicy } from '../src/modules/auth/lockout';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

const minute = 60_000;

describe.each(drivers)('sign-in lockout (%s)', (driver) => {
  const server = useTestServer(driver);
  const attempt = async (username: string, password: string) =>
    (await server.call('POST', apiPaths.signIn, { body: { username, password } })).body.errorCode ?? 'OK';

  it('locks after 5 wrong passwords: the 6th attempt answers PE401005 even with the right password, until 15 minutes pass', async () => {
    const { username, password } = demo.seller;
    const wrong: (string | null)[] = [];
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) wrong.push(await attempt(username, 'wrong'));
    expect(wrong).toEqual(['PE401007', 'PE401007', 'PE401007', 'PE401007', 'PE401007']);

    expect(await attempt(username, password)).toBe('PE401005');
    expect(await attempt(username, 'wrong')).toBe('PE401005');

    server.clock.advance(14 * minute);
    expect(await attempt(username, password)).toBe('PE401005');

    server.clock.advance(1 * minute);
    expect(await attempt(username, password)).toBe('OK');
  });

  it('counts only consecutive failures: a successful sign-in resets the counter', async () => {
    const { username, password } = demo.staff;
    for (let i = 0; i < 4; i++) expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
    for (let i = 0; i < 4; i++) expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
  });

  it('starts a fresh count after a lock has run out', async () => {
    const { username, password } = demo.internal;
    for (let i = 0; i < 5; i++) await attempt(username, 'wrong');
    expect(await attempt(username, password)).toBe('PE401005');
    server.clock.advance(15 * minute);
    expect(await attempt(username, 'wrong')).toBe('PE401007');
    expect(await attempt(username, password)).toBe('OK');
  });

  it('never locks unknown usernames (nothing to lock) and keeps answering PE401007', async () => {
    for (let i = 0; i < 6; i++) expect(await attempt('ghost@demo.test', 'wrong')).toBe('PE401007');
  });
});
