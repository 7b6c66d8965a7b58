import type { z } from 'zod';

/**
 * A schema built on its first use: `lazySchema(() => z.object({ … }))` is that schema, typed as it (`z.output<typeof
 * x>` as before), and builds it the first time anything reads it (a parse, `.shape`, `.extend`, another schema built
 * from it). Every schema of the contracts declared at a module's top level is one, so importing a module builds none.
 *
 * Only in a browser: the server builds every schema as it starts (it validates its first request with them, and its
 * parsing goes through no stand-in). A browser builds one when a page first uses it, so loading a page's modules does
 * not build the schemas of every call they declare (their evaluation blocked a phone's main thread for tens of ms).
 * The check is made per call, not once at the module's top level: a top-level statement reading a global would keep
 * this module (and its bytes) in every chunk that imports the contracts' core, the first page's included.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends z.core.$ZodType>(build: () => T): T {
  if (!('window' in globalThis)) return build();
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // A stand-in that forwards everything to the schema once built. Its own target stays empty and extensible, so
  // every property may be reported as the schema's (each as configurable, which the proxy's invariants ask of a
  // property its target lacks).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
