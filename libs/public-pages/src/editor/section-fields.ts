import type { CmsContent, CmsSection, CmsSectionKind } from '@seller-portal/contracts/education';

/** How a field is edited: one line, a paragraph, HTML, or a moment (a promo's window). */
export type FieldInput = 'line' | 'area' | 'html' | 'time';
export interface FieldSpec {
  key: string;
  input: FieldInput;
  /** Left out of the section when emptied. */
  optional?: boolean;
}

/** The fields of each kind of section and, for lists, of each item. */
export const sectionFields: Record<CmsSectionKind, { fields: FieldSpec[]; items?: FieldSpec[] }> = {
  HERO: {
    fields: [
      { key: 'heading', input: 'line' },
      { key: 'text', input: 'area' },
      { key: 'ctaLabel', input: 'line', optional: true },
      { key: 'ctaHref', input: 'line', optional: true },
    ],
  },
  FEATURES: {
    fields: [{ key: 'heading', input: 'line' }],
    items: [
      { key: 'itemTitle', input: 'line' },
      { key: 'text', input: 'area' },
    ],
  },
  STEPS: {
    fields: [{ key: 'heading', input: 'line' }],
    items: [
      { key: 'itemTitle', input: 'line' },
      { key: 'text', input: 'area' },
    ],
  },
  LINKS: {
    fields: [{ key: 'heading', input: 'line' }],
    items: [
      { key: 'itemTitle', input: 'line' },
      { key: 'text', input: 'area' },
      { key: 'href', input: 'line', optional: true },
    ],
  },
  FAQ: {
    fields: [{ key: 'heading', input: 'line' }],
    items: [
      { key: 'group', input: 'line' },
      { key: 'question', input: 'line' },
      { key: 'answer', input: 'area' },
    ],
  },
  CTA: {
    fields: [
      { key: 'heading', input: 'line' },
      { key: 'text', input: 'area' },
      { key: 'label', input: 'line' },
      { key: 'href', input: 'line' },
    ],
  },
  RICH_TEXT: {
    fields: [
      { key: 'heading', input: 'line', optional: true },
      { key: 'html', input: 'html' },
    ],
  },
  PROMO: {
    fields: [
      { key: 'heading', input: 'line' },
      { key: 'text', input: 'area' },
      { key: 'shownFrom', input: 'time' },
      { key: 'shownUntil', input: 'time' },
    ],
  },
};

/** The item's own key for a field (`itemTitle` edits an item's `title`). */
export const itemKey = (key: string) => (key === 'itemTitle' ? 'title' : key);

type Loose = Record<string, unknown>;

/** A field's value as its input shows it. */
export function fieldValue(record: Loose, spec: FieldSpec, item = false): string {
  const value = record[item ? itemKey(spec.key) : spec.key];
  if (spec.input === 'time') return typeof value === 'number' ? localDateTime(value) : '';
  return typeof value === 'string' ? value : '';
}

/** The record with a field changed as typed (an emptied optional field removed, a moment as epoch ms or none). */
export function withField<T extends Loose>(record: T, spec: FieldSpec, typed: string, item = false): T {
  const key = item ? itemKey(spec.key) : spec.key;
  const next: Loose = { ...record };
  if (spec.input === 'time') next[key] = typed ? new Date(typed).getTime() : null;
  else if (spec.optional && typed === '') delete next[key];
  else next[key] = typed;
  return next as T;
}

/** An empty item of a list section. */
export function emptyItem(kind: CmsSectionKind): Loose {
  return kind === 'FAQ' ? { group: '', question: '', answer: '' } : { title: '', text: '' };
}

export function withSection(content: CmsContent, index: number, section: CmsSection): CmsContent {
  return { ...content, sections: content.sections.map((current, at) => (at === index ? section : current)) };
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as datetime-local inputs read and write it. */
function localDateTime(epoch: number): string {
  const date = new Date(epoch);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
