import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { postForm } from './post-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('postForm', () => {
  it('sends the form with the session cookie and answers the envelope’s value', async () => {
    const fetchImpl = vi.fn(async () => json(200, { success: true, status: 'OK', value: { assetId: 'a1' } }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');
    await expect(postForm('/backend/edu/asset', form, fetchImpl)).resolves.toEqual({ assetId: 'a1' });
    expect(fetchImpl).toHaveBeenCalledWith('/backend/edu/asset', expect.objectContaining({ method: 'POST', body: form, credentials: 'same-origin' }));
  });

  it.each([
    [
      'a refusal',
      json(413, { success: false, errorCode: 'LEARNING_ASSET_TOO_LARGE', errorMessage: 'At most 2 MB.', requestId: 'r1' }),
      413,
      'LEARNING_ASSET_TOO_LARGE',
      'r1',
    ],
    ['an answer that is no envelope', new Response('<html>bad gateway</html>', { status: 502 }), 502, 'HTTP_502', null],
  ])('rejects %s with its §8 code, as the client’s calls do', async (_, answer, httpStatus, errorCode, requestId) => {
    const error = await postForm('/x', new FormData(), async () => answer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus, errorCode, requestId });
  });

  it('rejects a failed connection as NETWORK', async () => {
    const error = await postForm('/x', new FormData(), async () => Promise.reject(new TypeError('offline'))).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ httpStatus: 0, errorCode: 'NETWORK' });
  });
});
