import { createApiClient } from '@seller-portal/api-client';
import { storeSession } from '@seller-portal/contracts/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRead, createWidgetReads } from './widget-reads';
import { ApiError } from '@seller-portal/api-client';

afterEach(() => vi.useRealTimers());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the widget’s reads', () => {
  it('asks the session and the config at once, and tells who watches when they answer', async () => {
    const seller = storeSession();
    const fetch = vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input).includes('/session') ? answer(200, { status: 'OK', value: seller }) : answer(200, { status: 'OK', value: { a: '1' } })),
    );
    const reads = createWidgetReads(createApiClient({ baseUrl: 'http://portal.test', fetch }));
    expect(reads.session.get().status).toBe('pending');
    const heard = vi.fn();
    reads.session.subscribe(heard);
    await vi.waitFor(() => expect(reads.session.get()).toEqual({ status: 'success', data: seller }));
    await vi.waitFor(() => expect(reads.config.get()).toEqual({ status: 'success', data: { a: '1' } }));
    expect(heard).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a visitor without a session (401) is signed out, not an error', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(401, { status: 'UNAUTHORIZED', errorCode: 'PE401001' })));
    const reads = createWidgetReads(createApiClient({ baseUrl: 'http://portal.test', fetch }), { config: {} });
    await vi.waitFor(() => expect(reads.session.get()).toEqual({ status: 'success', data: null }));
  });

  it('tries a lost connection again with the portal’s rule, then fails; the retry button asks anew', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => Promise.reject(new ApiError({ httpStatus: 0, errorCode: 'NETWORK', errorMessage: null })));
    const session = createRead(read);
    session.load();
    await vi.runAllTimersAsync();
    expect(read).toHaveBeenCalledTimes(3);
    expect(session.get().status).toBe('error');
    read.mockResolvedValueOnce(null as never);
    session.load();
    expect(session.get().status).toBe('pending');
    await vi.runAllTimersAsync();
    expect(session.get()).toEqual({ status: 'success', data: null });
  });

  it('an answer about the request itself (4xx) is final at once', async () => {
    const read = vi.fn(() => Promise.reject(new ApiError({ httpStatus: 403, errorCode: 'FORBIDDEN', errorMessage: null })));
    const config = createRead(read);
    config.load();
    await vi.waitFor(() => expect(config.get().status).toBe('error'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a 401 met by another call sets the visitor signed out at once, whatever was being asked', async () => {
    const session = createRead<string | null>(() => new Promise(() => undefined));
    session.load();
    session.set(null);
    expect(session.get()).toEqual({ status: 'success', data: null });
  });
});
