/**
 * The query keys of one domain, in one shape for every feature (as Medusa admin's `queryKeysFactory`): lists under
 * `[domain, 'list']`, one thing under `[domain, 'detail', id]`, other reads under `[domain, name]`. Invalidate
 * through them, never with literals: `all` is the whole domain (or scope), `lists()` every list whatever its filter.
 */
// Keys a page never reads are dropped from its bundle with the factory (the chat widget reads the session without them).
/* @__NO_SIDE_EFFECTS__ */
export function queryKeysFactory<const Domain extends string, const Scope extends readonly string[] = []>(domain: Domain, ...scope: Scope) {
  // A scope (a store's code) keeps one store's entries apart from another's under the same domain.
  const all = [domain, ...scope] as const;
  const lists = () => [...all, 'list'] as const;
  const details = () => [...all, 'detail'] as const;
  return {
    all,
    lists,
    list: <P>(params: P) => [...lists(), params] as const,
    details,
    detail: (id: string, params?: unknown) => (params === undefined ? ([...details(), id] as const) : ([...details(), id, params] as const)),
    /** Every key of another read of the domain (a count, an export's progress). */
    named: <const Name extends string>(name: Name) => [...all, name] as const,
    /** One key of such a read. */
    one: <const Name extends string, P>(name: Name, params: P) => [...all, name, params] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeysFactory>;
