// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// Every use of zod's builder (`z.object`, `z.string`, …) while the contracts load, counted: in a browser none may
// happen before a page uses a schema.
const uses = vi.hoisted(() => ({ count: 0 }));
vi.mock('zod', async (importOriginal) => {
  const zod = await importOriginal<typeof import('zod')>();
  const z = new Proxy(zod.z, {
    get(target, key, receiver) {
      uses.count++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { ...zod, z };
});

describe('lazySchema in a browser', () => {
  it('loading every domain of the contracts builds no schema', async () => {
    const contracts = await import('./index');
    expect(contracts.orderCalls.list.path).toBe('/backend/order/orders');
    expect(uses.count).toBe(0);
  });

  it('builds a schema on its first use, once, and it parses as the schema it stands for', async () => {
    const { orderListQuerySchema, orderDetailSchema, lazySchema } = await import('./index');
    expect(orderListQuerySchema.parse({ status: 'NEW', q: '' })).toEqual({ status: 'NEW', sort: 'CREATED_DESC', size: 50 });
    expect(orderListQuerySchema.safeParse({ size: '0' }).success).toBe(false);
    expect(Object.keys(orderDetailSchema.shape)).toContain('history');
    const extended = orderDetailSchema.extend({ extra: (await import('zod')).z.string() });
    expect(Object.keys(extended.shape)).toContain('extra');

    const build = vi.fn(() => ({ kind: 'schema', parse: (value: unknown) => value }) as never);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect((schema as unknown as { parse: (v: unknown) => unknown }).parse(1)).toBe(1);
    expect({ ...(schema as object) }).toMatchObject({ kind: 'schema' });
    expect('parse' in schema).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
