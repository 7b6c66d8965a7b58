import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodConfigLine, zodJitless } from './zod-jitless';

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = zodJitless().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe('zod without generated code in the browser', () => {
  it('the installed zod still has the line it rewrites', () => {
    const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
    expect(readFileSync(join(zodRoot, 'v4/core/core.js'), 'utf8')).toContain(zodConfigLine);
  });

  it("creates zod's configuration jitless, and leaves other modules alone", () => {
    const id = '/repo/node_modules/zod/v4/core/core.js';
    expect(transform.call(context, `a;\n${zodConfigLine}\nb`, id)?.code).toBe(
      'a;\n(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = { jitless: true });\nb',
    );
    expect(transform.call(context, zodConfigLine, '/repo/libs/contracts/src/x.ts')).toBeNull();
  });

  it('fails the build when zod no longer has the line', () => {
    expect(() => transform.call(context, 'other code', '/repo/node_modules/zod/v4/core/core.js')).toThrow(/zod-jitless/);
  });
});
