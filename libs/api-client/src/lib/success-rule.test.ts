import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-error';
import { isSuccessfulResponse, standardQuery } from './client';
import { isPublicApiPath } from './public-paths';

describe('isSuccessfulResponse (§5: success true or status OK)', () => {
  const rows = [
    { name: 'success true', http: 200, body: { success: true, status: 'FAILED' }, ok: true },
    { name: 'status OK', http: 200, body: { success: false, status: 'OK' }, ok: true },
    { name: 'neither success nor OK', http: 200, body: { success: false, status: 'BAD_REQUEST' }, ok: false },
    { name: 'no body', http: 200, body: null, ok: false },
    { name: 'a body that is not an object', http: 200, body: 'OK', ok: false },
    { name: 'a non-2xx status even with success true', http: 500, body: { success: true, status: 'OK' }, ok: false },
    { name: 'an error envelope', http: 401, body: { success: false, status: 'UNAUTHORIZED', errorCode: 'PE401007' }, ok: false },
  ];
  it.each(rows)('$name', ({ http, body, ok }) => {
    expect(isSuccessfulResponse(http, body)).toBe(ok);
  });
});

describe('errorFromResponse', () => {
  it('reads the envelope code, message and requestId', () => {
    const error = errorFromResponse(401, {
      success: false,
      status: 'UNAUTHORIZED',
      errorCode: 'PE401007',
      errorMessage: 'Email and/or password is incorrect.',
      requestId: 'r-1',
    });
    expect(error).toMatchObject({ httpStatus: 401, errorCode: 'PE401007', errorMessage: 'Email and/or password is incorrect.', requestId: 'r-1' });
  });

  it('names an answer without an envelope after its HTTP status', () => {
    expect(errorFromResponse(502, null)).toMatchObject({ httpStatus: 502, errorCode: 'HTTP_502', errorMessage: null, requestId: null });
  });
});

describe('standardQuery (§7, §9)', () => {
  it('carries the request defaults and a timestamp requestId', () => {
    expect(standardQuery(undefined, 1700000000000)).toEqual({
      storeId: '10001',
      channelId: 'Web',
      clientId: 'partners-main-ui',
      requestId: '1700000000000',
    });
  });

  it('lets the app override a default such as the channel (§4.9)', () => {
    expect(standardQuery({ channelId: 'App' }, 1).channelId).toBe('App');
  });
});

describe('isPublicApiPath (§6: public API prefixes need no session)', () => {
  const rows = [
    { path: '/backend/gw/partners-engine/authentication/sign-in', isPublic: true },
    { path: '/backend/gw/partners-engine/authentication/multi-factor/verify', isPublic: true },
    { path: '/backend/edu/public/articles', isPublic: true },
    { path: '/backend/user/user/change-password', isPublic: true },
    { path: '/backend/bp/registration/verification-request', isPublic: true },
    { path: '/backend/bp/store/check-name-availability?name=x', isPublic: true },
    { path: '/backend/py-common/help', isPublic: true },
    { path: '/backend/main/session', isPublic: false },
    { path: '/backend/constant/filter', isPublic: false },
    { path: '/backend/edu/publication', isPublic: false },
    { path: '/backend/main/authentication/sign-out', isPublic: false },
  ];
  it.each(rows)('$path → public $isPublic', ({ path, isPublic }) => {
    expect(isPublicApiPath(path)).toBe(isPublic);
  });
});
