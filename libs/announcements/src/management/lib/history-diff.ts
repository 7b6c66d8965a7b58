/** One changed field of an audit entry: its path in the announcement ('title.en', 'endTime') and both values. */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping every change touches; the entry itself already says who and when. */
const ignored = new Set(['updatedAt', 'updatedBy', 'createdAt', 'createdBy', 'status']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (prefix === '' && ignored.has(key)) continue;
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    // Lists (conditions, audience values, a banner order) compare as a whole.
    into.set(prefix, value);
  }
}

/** The order of the form, so a change reads top to bottom as the announcement was written. */
const fieldOrder = [
  'code',
  'type',
  'conditions',
  'title.id',
  'title.en',
  'content.id',
  'content.en',
  'audience.type',
  'audience.values',
  'startTime',
  'endTime',
  'surveyUrl',
  'bannerImageUrl',
  'bannerOrder',
  'stoppedAt',
];

function rank(path: string): number {
  const index = fieldOrder.indexOf(path);
  return index === -1 ? fieldOrder.length : index;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What an audit entry changed: the fields whose values differ between `before` and `after`, in the order of the
 * announcement's fields. A creation (no `before`) lists what was set; a list at the top (the banner order) is one
 * change at the path ''.
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const was = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before, '', was);
  flatten(after, '', now);
  const paths = [...new Set([...now.keys(), ...was.keys()])].sort((a, b) => rank(a) - rank(b));
  return paths.filter((path) => !same(was.get(path), now.get(path))).map((path) => ({ path, before: was.get(path) ?? null, after: now.get(path) ?? null }));
}

/** Paths whose numbers are times (epoch ms). */
const timePath = /(Time|At)$/;

/** Text of rich content in one line, for a before/after cell. */
export function plainText(html: string, maxLength = 160): string {
  const text = html
    // A block ends a word; an inline tag (bold, a link) does not.
    .replace(/<\/?(p|h[1-6]|li|ul|ol|br|blockquote|pre|hr|div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * A value of a change as a person reads it: times in the page's language and time zone, lists joined, HTML as
 * its text, nothing as a dash.
 */
export function readableValue(path: string, value: unknown, locale: string, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && timePath.test(path)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(value);
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  if (typeof value === 'string') return path.startsWith('content') ? plainText(value) || '—' : value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
