import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { calendarTime, deadlineTime, formatDate, indonesianShortMonths, relativeTime, type DateInput } from './date';

describe('formatDate (§5)', () => {
  const moment = new Date(2025, 7, 17, 9, 5, 0);
  const cases: Array<[name: string, value: DateInput | null | undefined, pattern: string, lang: 'id' | 'en', expected: string]> = [
    ['a missing date (undefined) is empty', undefined, 'DD MMM YYYY', 'id', ''],
    ['a missing date (null) is empty', null, 'DD MMM YYYY', 'en', ''],
    ['an empty string is empty', '', 'DD MMM YYYY', 'en', ''],
    ['an invalid string is empty', 'not a date', 'DD MMM YYYY', 'id', ''],
    ['an invalid Date is empty', new Date(Number.NaN), 'DD MMM YYYY', 'id', ''],
    ['NaN is empty', Number.NaN, 'DD MMM YYYY', 'id', ''],
    ['Indonesian short month of August is Agu', moment, 'DD MMM YYYY', 'id', '17 Agu 2025'],
    ['English short month', moment, 'DD MMM YYYY', 'en', '17 Aug 2025'],
    ['Indonesian full month and weekday', moment, 'dddd, D MMMM YYYY', 'id', 'Minggu, 17 Agustus 2025'],
    ['English full month and weekday', moment, 'dddd, D MMMM YYYY', 'en', 'Sunday, 17 August 2025'],
    ['time pattern', moment, 'HH:mm', 'en', '09:05'],
    ['an epoch number', moment.getTime(), 'YYYY-MM-DD', 'en', '2025-08-17'],
    ['an ISO date string', '2025-12-31', 'D MMM YYYY', 'id', '31 Des 2025'],
  ];

  it.each(cases)('%s', (_name, value, pattern, lang, expected) => {
    expect(formatDate(value, pattern, lang)).toBe(expected);
  });

  it.each(indonesianShortMonths.map((month, index) => [month, index] as const))('Indonesian short month %s (§9)', (month, index) => {
    expect(formatDate(new Date(2025, index, 1), 'MMM', 'id')).toBe(month);
  });

  it('keeps the §9 list of Indonesian short months', () => {
    expect(indonesianShortMonths).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']);
    // The portal's 'id' locale replaces dayjs's own ('Agt'), so any dayjs use in the app agrees.
    expect(
      dayjs(new Date(2025, 7, 1))
        .locale('id')
        .format('MMM'),
    ).toBe('Agu');
  });
});

describe('relativeTime thresholds (§9)', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0);
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const cases: Array<[name: string, elapsedMs: number, en: string, id: string]> = [
    ['0 s is a few seconds', 0, 'a few seconds ago', 'beberapa detik yang lalu'],
    ['44 s is still a few seconds', 44 * s, 'a few seconds ago', 'beberapa detik yang lalu'],
    ['45 s is a minute', 45 * s, 'a minute ago', 'semenit yang lalu'],
    ['89 s is a minute', 89 * s, 'a minute ago', 'semenit yang lalu'],
    ['90 s is 2 minutes', 90 * s, '2 minutes ago', '2 menit yang lalu'],
    ['44 minutes', 44 * min, '44 minutes ago', '44 menit yang lalu'],
    ['45 minutes is an hour', 45 * min, 'an hour ago', 'sejam yang lalu'],
    ['89 minutes is an hour', 89 * min, 'an hour ago', 'sejam yang lalu'],
    ['90 minutes is 2 hours', 90 * min, '2 hours ago', '2 jam yang lalu'],
    ['21 hours', 21 * h, '21 hours ago', '21 jam yang lalu'],
    ['22 hours is a day', 22 * h, 'a day ago', 'sehari yang lalu'],
    ['35 hours is a day', 35 * h, 'a day ago', 'sehari yang lalu'],
    ['36 hours is 2 days', 36 * h, '2 days ago', '2 hari yang lalu'],
    ['25 days', 25 * d, '25 days ago', '25 hari yang lalu'],
    ['26 days is a month', 26 * d, 'a month ago', 'sebulan yang lalu'],
    ['45 days is a month', 45 * d, 'a month ago', 'sebulan yang lalu'],
    ['46 days is 2 months', 46 * d, '2 months ago', '2 bulan yang lalu'],
    ['10 months', 304 * d, '10 months ago', '10 bulan yang lalu'],
    ['11 months is a year', 335 * d, 'a year ago', 'setahun yang lalu'],
    ['17 months is a year', 517 * d, 'a year ago', 'setahun yang lalu'],
    ['18 months is 2 years', 548 * d, '2 years ago', '2 tahun yang lalu'],
    ['5 years', 5 * 365.25 * d, '5 years ago', '5 tahun yang lalu'],
  ];

  it.each(cases)('%s', (_name, elapsedMs, en, id) => {
    expect(relativeTime(ago(elapsedMs), now, 'en')).toBe(en);
    expect(relativeTime(ago(elapsedMs), now, 'id')).toBe(id);
  });

  it('words a future moment', () => {
    expect(relativeTime(new Date(now.getTime() + 3 * h), now, 'en')).toBe('in 3 hours');
    expect(relativeTime(new Date(now.getTime() + 3 * h), now, 'id')).toBe('dalam 3 jam');
  });

  it.each([
    ['missing', undefined],
    ['invalid', 'yesterday-ish'],
  ])('is empty for a %s date', (_name, value) => {
    expect(relativeTime(value, now, 'en')).toBe('');
  });
});

describe('calendarTime (§9)', () => {
  // Wednesday 11 June 2025, 15:00 local time.
  const now = new Date(2025, 5, 11, 15, 0);
  const at = (day: number, hour: number, minute = 0) => new Date(2025, 5, day, hour, minute);

  const cases: Array<[name: string, date: Date, en: string, id: string]> = [
    ['earlier today', at(11, 9, 5), 'Today at 9:05 AM', 'Hari ini pukul 09.05'],
    ['later today', at(11, 23, 59), 'Today at 11:59 PM', 'Hari ini pukul 23.59'],
    ['yesterday', at(10, 18, 30), 'Yesterday at 6:30 PM', 'Kemarin pukul 18.30'],
    ['tomorrow', at(12, 0, 0), 'Tomorrow at 12:00 AM', 'Besok pukul 00.00'],
    ['later this week', at(14, 8, 0), 'Saturday at 8:00 AM', 'Sabtu pukul 08.00'],
    ['six days ahead', at(17, 8, 0), 'Tuesday at 8:00 AM', 'Selasa pukul 08.00'],
    ['a week ahead is a plain date', at(18, 8, 0), '06/18/2025', '18/06/2025'],
    ['two days ago is last weekday', at(9, 12, 0), 'Last Monday at 12:00 PM', 'Senin lalu pukul 12.00'],
    ['six days ago is last weekday', at(5, 12, 0), 'Last Thursday at 12:00 PM', 'Kamis lalu pukul 12.00'],
    ['seven days ago is a plain date', at(4, 12, 0), '06/04/2025', '04/06/2025'],
  ];

  it.each(cases)('%s', (_name, date, en, id) => {
    expect(calendarTime(date, now, 'en')).toBe(en);
    expect(calendarTime(date, now, 'id')).toBe(id);
  });

  it('is empty for an invalid date', () => {
    expect(calendarTime('nope', now, 'id')).toBe('');
    expect(calendarTime(null, now, 'en')).toBe('');
  });
});

describe('deadlineTime', () => {
  // Sunday 15 June 2025, 12:00 local time.
  const now = new Date(2025, 5, 15, 12, 0);
  const min = 60_000;
  const h = 60 * min;
  const from = (ms: number) => new Date(now.getTime() + ms);

  const cases: Array<[name: string, offsetMs: number, en: string, id: string]> = [
    ['a chat of a few minutes ago, 12 hours to answer', 12 * h - 5 * min, 'in 12 hours', 'dalam 12 jam'],
    ['due in half an hour', 30 * min, 'in 30 minutes', 'dalam 30 menit'],
    ['due in 40 seconds', 40_000, 'in a few seconds', 'dalam beberapa detik'],
    ['late by 2 hours', -2 * h, '2 hours ago', '2 jam yang lalu'],
    ['late by 21 hours', -21 * h, '21 hours ago', '21 jam yang lalu'],
    ['a day and a half ahead is the calendar', 36 * h, 'Tuesday at 12:00 AM', 'Selasa pukul 00.00'],
    ['five days late is still how long ago, not a weekday', -5 * 24 * h, '5 days ago', '5 hari yang lalu'],
  ];

  it.each(cases)('%s', (_name, offsetMs, en, id) => {
    expect(deadlineTime(from(offsetMs), now, 'en')).toBe(en);
    expect(deadlineTime(from(offsetMs), now, 'id')).toBe(id);
  });

  it('is empty for an invalid date', () => {
    expect(deadlineTime(undefined, now, 'en')).toBe('');
  });
});
