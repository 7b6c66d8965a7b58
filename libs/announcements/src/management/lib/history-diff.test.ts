import { describe, expect, it } from 'vitest';
import { changesOf, plainText, readableValue } from './history-diff';

const before = {
  code: 'PROMO-1',
  title: { id: 'Judul', en: 'Title' },
  content: { id: '<p>Isi</p>', en: '<p>Body</p>' },
  audience: { type: 'STORE_CODES', values: ['DEMO-60001'] },
  startTime: 1_000,
  endTime: 2_000,
  updatedAt: 5,
  updatedBy: 'a@demo.test',
  status: 'RUNNING',
};

describe('changesOf', () => {
  it.each([
    ['an unchanged announcement has no changes', before, { ...before }, []],
    [
      'a changed English title is one change at title.en',
      before,
      { ...before, title: { id: 'Judul', en: 'New title' } },
      [{ path: 'title.en', before: 'Title', after: 'New title' }],
    ],
    [
      'who and when changed it, and the derived status, are not changes',
      before,
      { ...before, updatedAt: 9, updatedBy: 'b@demo.test', status: 'STOPPED', stoppedAt: 7 },
      [{ path: 'stoppedAt', before: null, after: 7 }],
    ],
    [
      'an audience list compares as a whole',
      before,
      { ...before, audience: { type: 'STORE_CODES', values: ['DEMO-60001', 'DEMO-60003'] } },
      [{ path: 'audience.values', before: ['DEMO-60001'], after: ['DEMO-60001', 'DEMO-60003'] }],
    ],
    [
      'a creation lists what was set',
      null,
      { code: 'A', endTime: 3 },
      [
        { path: 'code', before: null, after: 'A' },
        { path: 'endTime', before: null, after: 3 },
      ],
    ],
    ['a banner order is one change of the whole list', ['A', 'B'], ['B', 'A'], [{ path: '', before: ['A', 'B'], after: ['B', 'A'] }]],
  ])('%s', (_name, was, now, expected) => {
    expect(changesOf(was, now)).toEqual(expected);
  });
});

describe('readableValue', () => {
  it.each([
    ['nothing is a dash', 'stoppedAt', null, 'en', '—'],
    ['a time is a date in the language of the page', 'endTime', Date.UTC(2026, 11, 1, 9, 30), 'en', 'Dec 1, 2026, 9:30 AM'],
    ['a time in Indonesian', 'startTime', Date.UTC(2026, 11, 1, 9, 30), 'id', '1 Des 2026, 09.30'],
    ['a list is joined', 'conditions', ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'], 'en', 'CAN-BE-SKIPPED, ACKNOWLEDGE-LATER'],
    ['an empty list is a dash', 'audience.values', [], 'en', '—'],
    ['content is its text', 'content.en', '<h2>Hello</h2><p>new &amp; <strong>bold</strong>, <a href="/x">link</a>.</p>', 'en', 'Hello new & bold, link.'],
    ['a plain string is itself', 'type', 'SURVEY', 'en', 'SURVEY'],
  ])('%s', (_name, path, value, locale, expected) => {
    expect(readableValue(path, value, locale, 'UTC')).toBe(expected);
  });

  it('cuts long content with an ellipsis', () => {
    expect(plainText(`<p>${'a'.repeat(300)}</p>`, 10)).toBe('aaaaaaaaa…');
  });
});
