import type { Language } from '@seller-portal/contracts/core';
import dayjs, { type Dayjs } from 'dayjs';
import idLocale from 'dayjs/locale/id.js';

export type DateInput = Date | string | number | Dayjs;

/** §9 Indonesian short month names. dayjs ships 'Agt' for August; the portal writes 'Agu'. */
export const indonesianShortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];

dayjs.locale({ ...idLocale, name: 'id', monthsShort: indonesianShortMonths }, undefined, true);

function toDayjs(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** dayjs format pattern in the given language; '' for a missing or invalid date (§5). */
export function formatDate(value: DateInput | null | undefined, pattern: string, lang: Language): string {
  const date = toDayjs(value);
  return date ? date.locale(lang).format(pattern) : '';
}

type RelativeUnit = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';

const relativeWords: Record<Language, Record<RelativeUnit | 'future' | 'past', string>> = {
  en: {
    future: 'in %s',
    past: '%s ago',
    s: 'a few seconds',
    m: 'a minute',
    mm: '%d minutes',
    h: 'an hour',
    hh: '%d hours',
    d: 'a day',
    dd: '%d days',
    M: 'a month',
    MM: '%d months',
    y: 'a year',
    yy: '%d years',
  },
  id: {
    future: 'dalam %s',
    past: '%s yang lalu',
    s: 'beberapa detik',
    m: 'semenit',
    mm: '%d menit',
    h: 'sejam',
    hh: '%d jam',
    d: 'sehari',
    dd: '%d hari',
    M: 'sebulan',
    MM: '%d bulan',
    y: 'setahun',
    yy: '%d tahun',
  },
};

const msPerDay = 86_400_000;
// Average Gregorian month (400 years = 4800 months = 146097 days), so 45 days still reads "a month".
const daysPerMonth = 146_097 / 4_800;

/** §9 thresholds: every unit is rounded from the exact difference, then compared. */
export function relativeUnit(diffMs: number): { unit: RelativeUnit; count: number } {
  const abs = Math.abs(diffMs);
  const seconds = Math.round(abs / 1000);
  const minutes = Math.round(abs / 60_000);
  const hours = Math.round(abs / 3_600_000);
  const days = Math.round(abs / msPerDay);
  const months = Math.round(abs / msPerDay / daysPerMonth);
  const years = Math.round(abs / msPerDay / daysPerMonth / 12);
  if (seconds < 45) return { unit: 's', count: seconds };
  if (minutes <= 1) return { unit: 'm', count: 1 };
  if (minutes < 45) return { unit: 'mm', count: minutes };
  if (hours <= 1) return { unit: 'h', count: 1 };
  if (hours < 22) return { unit: 'hh', count: hours };
  if (days <= 1) return { unit: 'd', count: 1 };
  if (days < 26) return { unit: 'dd', count: days };
  if (months <= 1) return { unit: 'M', count: 1 };
  if (months < 11) return { unit: 'MM', count: months };
  if (years <= 1) return { unit: 'y', count: 1 };
  return { unit: 'yy', count: years };
}

/** "5 minutes ago" / "5 menit yang lalu"; "in 2 days" for a future date; '' for an invalid date. */
export function relativeTime(from: DateInput | null | undefined, now: DateInput, lang: Language): string {
  const start = toDayjs(from);
  const end = toDayjs(now);
  if (!start || !end) return '';
  const diffMs = end.valueOf() - start.valueOf();
  const words = relativeWords[lang] ?? relativeWords.en;
  const { unit, count } = relativeUnit(diffMs);
  const amount = words[unit].replace('%d', String(count));
  return (diffMs < 0 ? words.future : words.past).replace('%s', amount);
}

type CalendarSlot = 'lastWeek' | 'lastDay' | 'sameDay' | 'nextDay' | 'nextWeek' | 'sameElse';

const calendarFormats: Record<Language, Record<CalendarSlot, string>> = {
  // §9: English wording with time h:mm A and MM/DD/YYYY beyond a week.
  en: {
    lastWeek: '[Last] dddd [at] h:mm A',
    lastDay: '[Yesterday at] h:mm A',
    sameDay: '[Today at] h:mm A',
    nextDay: '[Tomorrow at] h:mm A',
    nextWeek: 'dddd [at] h:mm A',
    sameElse: 'MM/DD/YYYY',
  },
  // Indonesian conventions: 24-hour time with a dot and day-first dates.
  id: {
    lastWeek: 'dddd [lalu pukul] HH.mm',
    lastDay: '[Kemarin pukul] HH.mm',
    sameDay: '[Hari ini pukul] HH.mm',
    nextDay: '[Besok pukul] HH.mm',
    nextWeek: 'dddd [pukul] HH.mm',
    sameElse: 'DD/MM/YYYY',
  },
};

function calendarSlot(daysFromToday: number): CalendarSlot {
  if (daysFromToday < -6) return 'sameElse';
  if (daysFromToday < -1) return 'lastWeek';
  if (daysFromToday < 0) return 'lastDay';
  if (daysFromToday < 1) return 'sameDay';
  if (daysFromToday < 2) return 'nextDay';
  if (daysFromToday < 7) return 'nextWeek';
  return 'sameElse';
}

/** "Yesterday at 9:05 AM", "Last Monday at …", or a plain date beyond a week (§9); '' if invalid. */
export function calendarTime(date: DateInput | null | undefined, now: DateInput, lang: Language): string {
  const target = toDayjs(date);
  const reference = toDayjs(now);
  if (!target || !reference) return '';
  const daysFromToday = target.diff(reference.startOf('day'), 'day', true);
  const formats = calendarFormats[lang] ?? calendarFormats.en;
  return target.locale(lang).format(formats[calendarSlot(daysFromToday)]);
}

/** Up to §9's "hours" wording (21 hours), a moment ahead reads best as a distance from now. */
const relativeDeadlineMs = 21.5 * 3_600_000;

/**
 * A deadline: one passed reads as how long ago ("2 hours ago", "5 days ago"), one within §9's hours ahead as how long
 * is left ("in 11 hours"), never as a weekday; one further ahead in the calendar wording ("Tuesday at 9:05 AM"); '' if
 * invalid.
 */
export function deadlineTime(date: DateInput | null | undefined, now: DateInput, lang: Language): string {
  const target = toDayjs(date);
  const reference = toDayjs(now);
  if (!target || !reference) return '';
  return target.valueOf() - reference.valueOf() < relativeDeadlineMs ? relativeTime(target, reference, lang) : calendarTime(target, reference, lang);
}
