import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { hasBytes, installCompression, negotiateEncoding } from './compression';

describe('compression', () => {
  const app = Fastify();
  installCompression(app);
  // Answers on either side of the size compressed in the answer's own turn (64 KB), and one too small to compress.
  const bodies = { small: 'x'.repeat(100), page: JSON.stringify({ rows: rowsOf(300) }), large: JSON.stringify({ rows: rowsOf(3000) }) };
  app.get('/:size', async (request, reply) => reply.type('application/json').send(bodies[(request.params as { size: keyof typeof bodies }).size]));
  afterAll(() => app.close());

  it.each([
    ['page', 'br', brotliDecompressSync],
    ['page', 'gzip', gunzipSync],
    ['large', 'br', brotliDecompressSync],
    ['large', 'gzip', gunzipSync],
  ] as const)('sends the %s answer %s-encoded, whole', async (size, encoding, decode) => {
    const answer = await app.inject({ url: `/${size}`, headers: { 'accept-encoding': encoding } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(bodies[size]) / 4);
    expect(decode(answer.rawPayload).toString('utf8')).toBe(bodies[size]);
  });

  it('leaves a small answer, and one for a client that asks for no encoding, as it is', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect([small.headers['content-encoding'], small.body]).toEqual([undefined, bodies.small]);
    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, bodies.page]);
  });

  it('counts an answer in UTF-8 bytes, by its characters where they decide', () => {
    for (const text of [
      'a'.repeat(1023),
      'a'.repeat(1024),
      'é'.repeat(511),
      'é'.repeat(512),
      '€'.repeat(341),
      '€'.repeat(342),
      '😀'.repeat(256),
      '\ud800'.repeat(342),
    ]) {
      for (const bytes of [1024, 65537]) expect(hasBytes(text, bytes)).toBe(Buffer.byteLength(text) >= bytes);
      expect(hasBytes(Buffer.from(text), 1024)).toBe(Buffer.byteLength(text) >= 1024);
    }
  });

  it('prefers br on a tie and follows q-values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

function rowsOf(count: number) {
  return Array.from({ length: count }, (_, i) => ({ orderNumber: `ORD-${i}`, customerName: `Pelanggan ${i % 97}`, total: i * 1250 }));
}
