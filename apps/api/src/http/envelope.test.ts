import { okEnvelope } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorEnvelopeFor, mapError, okEnvelopeJson, RawJson, serializeValue, statusName } from './envelope';

const frameworkError = (code: string, statusCode: number) => Object.assign(new Error('internal detail'), { code, statusCode });

describe('error → envelope mapping', () => {
  it.each([
    ['an AppError keeps its code and catalogue status', new AppError('PE401007'), 401, 'PE401007'],
    ['PE403002 answers 401', new AppError('PE403002'), 401, 'PE403002'],
    ['an AppError may carry its own status', new AppError('PE403001', 401), 401, 'PE403001'],
    ['a body over the limit', frameworkError('FST_ERR_CTP_BODY_TOO_LARGE', 413), 413, 'PAYLOAD_TOO_LARGE'],
    ['an unsupported content type', frameworkError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an empty JSON body', frameworkError('FST_ERR_CTP_EMPTY_JSON_BODY', 400), 400, 'BAD_REQUEST'],
    ['malformed JSON (a SyntaxError with status 400)', Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), 400, 'BAD_REQUEST'],
    ['a rate-limit error', { statusCode: 429 }, 429, 'TOO_MANY_REQUESTS'],
    ['any other client error', { statusCode: 422 }, 400, 'BAD_REQUEST'],
    [
      'a statement cut at its timeout asks for a retry',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      504,
      'PMU504000',
    ],
    ['a deadlock wrapped by the query builder asks for a retry', Object.assign(new Error('Failed query'), { cause: { code: '40P01' } }), 504, 'PMU504000'],
    ['a serialization failure asks for a retry', { code: '40001' }, 504, 'PMU504000'],
    ['a lock not granted asks for a retry', { code: '55P03' }, 504, 'PMU504000'],
    ['another database error is ours to fix', Object.assign(new Error('x'), { code: '42P01' }), 500, 'PMU500000'],
    ['a plain Error is ours to fix', new Error('database exploded'), 500, 'PMU500000'],
    ['a thrown string', 'boom', 500, 'PMU500000'],
    ['undefined', undefined, 500, 'PMU500000'],
  ])('%s', (_, error, httpStatus, code) => {
    expect(mapError(error)).toMatchObject({ httpStatus, code });
  });

  it('marks only the 500s as unexpected', () => {
    expect(mapError(new Error('x')).unexpected).toBe(true);
    expect(mapError(new AppError('PE401007')).unexpected).toBe(false);
  });

  it('answers the catalogue message, never the error text or a stack', () => {
    const envelope = errorEnvelopeFor(mapError(new Error('secret connection string')), 'r1');
    expect(envelope).toEqual({
      success: false,
      status: 'INTERNAL_SERVER_ERROR',
      value: null,
      errorCode: 'PMU500000',
      errorMessage: 'Something went wrong on our side. Please try again later.',
      requestId: 'r1',
    });
  });

  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [599, 'INTERNAL_SERVER_ERROR'],
    [418, 'BAD_REQUEST'],
  ])('status %i is named %s', (status, name) => {
    expect(statusName(status)).toBe(name);
  });

  it('splices a serialized value into the same text okEnvelope would give', () => {
    const value = { username: 'seller@demo.test', list: [1, 'two', null] };
    expect(JSON.parse(okEnvelopeJson(serializeValue(value), 'r2'))).toEqual(okEnvelope(value, 'r2'));
    expect(JSON.parse(okEnvelopeJson(serializeValue(new RawJson('{"a":1}')), null))).toEqual(okEnvelope({ a: 1 }, null));
    expect(JSON.parse(okEnvelopeJson(serializeValue(undefined), 'x"y'))).toEqual(okEnvelope(null, 'x"y'));
  });
});
