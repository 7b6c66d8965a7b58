import { createApiClient } from '@seller-portal/api-client';
import { storeSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { fetchSession, sessionEndedCodeOf } from './session';

/** The server's answers to the session read, one per call. */
function serverAnswering(...answers: { status: number; errorCode?: string }[]): typeof fetch {
  let call = 0;
  return async () => {
    const { status, errorCode } = answers[Math.min(call++, answers.length - 1)];
    const body = status === 200 ? { success: true, status: 'OK', value: storeSession() } : { success: false, status: 'UNAUTHORIZED', value: null, errorCode };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('the session read tells sign-in why a session ended', () => {
  it.each([
    ['a new password on another device', 'SESSION_ENDED_PASSWORD_CHANGED', 'SESSION_ENDED_PASSWORD_CHANGED'],
    ['a sign-out from another device', 'SESSION_ENDED_ELSEWHERE', 'SESSION_ENDED_ELSEWHERE'],
    ['a session that ran out or never was', 'PE403002', null],
  ])('%s', async (_, errorCode, kept) => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: serverAnswering({ status: 401, errorCode }, { status: 200 }) });
    expect(await fetchSession(client)).toBeNull();
    expect(sessionEndedCodeOf(client)).toBe(kept);
    // Signed in again: nothing to tell any more.
    expect(await fetchSession(client)).not.toBeNull();
    expect(sessionEndedCodeOf(client)).toBeNull();
  });
});
