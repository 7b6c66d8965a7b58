import { describe, expect, it } from 'vitest';
import { markSchemasPure } from './pure-schemas';

describe('markSchemasPure', () => {
  it('wraps a top-level zod declaration in a pure call', () => {
    expect(markSchemasPure(`export const a = z.object({ x: z.string() }).nullable();\n`)).toBe(
      `export const a = /* @__PURE__ */ (() => z.object({ x: z.string() }).nullable())();\n`,
    );
  });

  it('keeps a type annotation and handles several declarations', () => {
    const source = `const b: z.ZodType<B> = z.lazy(() => b);\nexport const c = 1, d = z.string();\n`;
    expect(markSchemasPure(source)).toBe(
      `const b: z.ZodType<B> = /* @__PURE__ */ (() => z.lazy(() => b))();\nexport const c = 1, d = /* @__PURE__ */ (() => z.string())();\n`,
    );
  });

  it('also wraps schemas derived from other schemas', () => {
    const source = 'export const listSchema = pageQuerySchema.extend({ q: z.string() });\nexport const pageOfItems = pageSchema(itemSchema);\n';
    const marked = markSchemasPure(source);
    expect(marked).toContain('/* @__PURE__ */ (() => pageQuerySchema.extend(');
    expect(marked).toContain('/* @__PURE__ */ (() => pageSchema(itemSchema))()');
  });

  it('leaves functions, lets and other values alone', () => {
    const source = `export function f() { const x = z.string(); return x; }\nlet y = z.string();\nexport const keys = Object.keys(o);\n`;
    expect(markSchemasPure(source)).toBe(source);
  });
});
