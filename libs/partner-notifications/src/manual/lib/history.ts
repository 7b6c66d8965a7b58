/** The parts of a manual notification the audit log keeps, as the change history names them. */
export const auditedParts = ['category', 'link', 'content', 'audience', 'schedule'] as const;
export type AuditedPart = (typeof auditedParts)[number];

interface Audited {
  category?: unknown;
  link?: unknown;
  content?: unknown;
  audience?: unknown;
  status?: unknown;
  scheduledAt?: unknown;
}

/** JSON with its keys in one order, so two saves of the same value compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** What an update changed, in the order of `auditedParts`; the schedule is the send mode and time together. */
export function changedParts(before: unknown, after: unknown): AuditedPart[] {
  const [a, b] = [(before ?? {}) as Audited, (after ?? {}) as Audited];
  const of = (state: Audited, part: AuditedPart) => (part === 'schedule' ? [state.status, state.scheduledAt] : state[part]);
  return auditedParts.filter((part) => canonical(of(a, part)) !== canonical(of(b, part)));
}
