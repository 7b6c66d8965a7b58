import { describe, expect, it } from 'vitest';
import { openingHoursMakeSense, pickupScheduleProblemsOf, type OpeningHours, type PickupSchedule } from './pickup-points';

describe('a day’s opening hours', () => {
  const table: [name: string, hours: Pick<OpeningHours, 'open' | 'close' | 'overnight'>, makesSense: boolean][] = [
    ['a day shop', { open: '08:00', close: '17:00' }, true],
    ['open all day', { open: '00:00', close: '24:00' }, true],
    ['ending before it starts', { open: '17:00', close: '08:00' }, false],
    ['ending as it starts', { open: '08:00', close: '08:00' }, false],
    ['a night shift closing the next morning', { open: '22:00', close: '06:00', overnight: true }, true],
    ['round the clock from the evening', { open: '18:00', close: '18:00', overnight: true }, true],
    ['overnight but closing later than it opened', { open: '08:00', close: '17:00', overnight: true }, false],
    ['overnight to the end of the next day', { open: '22:00', close: '24:00', overnight: true }, false],
  ];
  it.each(table)('%s', (_name, hours, makesSense) => {
    expect(openingHoursMakeSense(hours)).toBe(makesSense);
  });
});

describe('the problems of a pickup schedule', () => {
  const weekdays: OpeningHours[] = [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, open: '08:00', close: '17:00' }));
  const nights: OpeningHours[] = [
    { day: 5, open: '22:00', close: '06:00', overnight: true },
    { day: 7, open: '20:00', close: '04:00', overnight: true },
  ];
  const jne = (day: number, start: string, end: string): PickupSchedule => ({ courier: 'JNE', day: day as 1, start, end });
  const table: [name: string, openingHours: OpeningHours[], schedules: PickupSchedule[], expected: Record<number, string[]>][] = [
    ['inside the day’s hours', weekdays, [jne(1, '10:00', '12:00')], {}],
    ['starting before the point opens', weekdays, [jne(1, '07:00', '09:00')], { 0: ['OUTSIDE_OPENING_HOURS'] }],
    ['on a closed day', weekdays, [jne(6, '10:00', '11:00')], { 0: ['OUTSIDE_OPENING_HOURS'] }],
    ['late on the night the point opens', nights, [jne(5, '23:00', '23:30')], {}],
    ['after midnight, in the hours of the night before', nights, [jne(6, '01:00', '02:00')], {}],
    ['past the night’s closing', nights, [jne(6, '05:00', '07:00')], { 0: ['OUTSIDE_OPENING_HOURS'] }],
    ['Monday early, in Sunday’s night', nights, [jne(1, '02:00', '03:00')], {}],
    ['Saturday early is not Friday’s evening', nights, [jne(5, '01:00', '02:00')], { 0: ['OUTSIDE_OPENING_HOURS'] }],
    ['two of the same courier overlapping', weekdays, [jne(2, '10:00', '12:00'), jne(2, '11:00', '13:00')], { 0: ['OVERLAPPING'], 1: ['OVERLAPPING'] }],
    ['a courier the point does not work with', weekdays, [{ courier: 'SICEPAT', day: 1, start: '10:00', end: '11:00' }], { 0: ['COURIER_NOT_AVAILABLE'] }],
  ];
  it.each(table)('%s', (_name, openingHours, schedules, expected) => {
    const problems = pickupScheduleProblemsOf({ couriers: ['JNE'], openingHours, schedules });
    expect(Object.fromEntries(problems)).toEqual(expected);
  });
});
