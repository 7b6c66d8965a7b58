import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { redocNonceLine, redocStyleNonce } from './redoc-style-nonce';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = redocStyleNonce().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe('Redoc style nonce', () => {
  it('the installed Redoc still has the line it rewrites', () => {
    const bundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.browser.lib.js');
    expect(readFileSync(bundle, 'utf8')).toContain(redocNonceLine);
  });

  it("gives Redoc's style elements the page's nonce, and leaves other modules alone", () => {
    const id = '/repo/node_modules/redoc/bundles/redoc.browser.lib.js';
    expect(transform.call(context, `a;${redocNonceLine};b`, id)?.code).toBe(
      `a;var t=r.nc||document.querySelector('meta[property="csp-nonce"]')?.nonce;t&&e.setAttribute("nonce",t);b`,
    );
    expect(transform.call(context, redocNonceLine, '/repo/libs/api-center/src/x.ts')).toBeNull();
  });

  it('fails the build when Redoc no longer has the line', () => {
    expect(() => transform.call(context, 'other code', '/repo/node_modules/redoc/bundles/redoc.lib.js')).toThrow(/redoc-style-nonce/);
  });
});
