import {
  minutesOf,
  openingHoursMakeSense,
  pickupDays,
  postalCodePattern,
  type PickupDay,
  type PickupPointDetail,
  type PickupPointRequest,
} from '@seller-portal/contracts/pickup-points';

/** One weekday of the form: open or closed, and its hours as the time inputs hold them. */
export interface DayHours {
  day: PickupDay;
  open: boolean;
  opensAt: string;
  closesAt: string;
  /** Closes the next day, at `closesAt`. */
  overnight: boolean;
}

export interface ScheduleRow {
  /** A key for React that stays with the row while others are added and removed. */
  key: number;
  courier: string;
  day: PickupDay;
  start: string;
  end: string;
}

/** The edit form's values, as its fields hold them (text), turned into a request only when saved. */
export interface PickupPointForm {
  name: string;
  phone: string;
  isMain: boolean;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  postalCode: string;
  address: string;
  latitude: string;
  longitude: string;
  hours: DayHours[];
  couriers: string[];
  schedules: ScheduleRow[];
}

export type FormProblem = 'required' | 'postalCodeInvalid' | 'endBeforeStart' | 'overnightTooLong';
/** Field name (`name`, `hours.1.closesAt`, `schedules.3.end`, …) → what is wrong with it. */
export type FormProblems = Record<string, FormProblem>;

let nextKey = 1;
export const newScheduleKey = () => nextKey++;

/** A new pickup point: open Monday to Friday 08:00–17:00, no courier yet. */
export function emptyForm(): PickupPointForm {
  return {
    name: '',
    phone: '',
    isMain: false,
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    postalCode: '',
    address: '',
    latitude: '',
    longitude: '',
    hours: pickupDays.map((day) => ({ day, open: day <= 5, opensAt: '08:00', closesAt: '17:00', overnight: false })),
    couriers: [],
    schedules: [],
  };
}

export function formOf(point: PickupPointDetail): PickupPointForm {
  return {
    name: point.name,
    phone: point.phone ?? '',
    isMain: point.isMain,
    provinceCode: point.province?.code ?? '',
    cityCode: point.city?.code ?? '',
    districtCode: point.district?.code ?? '',
    postalCode: point.postalCode ?? '',
    address: point.address,
    latitude: point.latitude === null ? '' : String(point.latitude),
    longitude: point.longitude === null ? '' : String(point.longitude),
    hours: pickupDays.map((day) => {
      const hours = point.openingHours.find((h) => h.day === day);
      return { day, open: Boolean(hours), opensAt: hours?.open ?? '08:00', closesAt: hours?.close ?? '17:00', overnight: hours?.overnight === true };
    }),
    couriers: [...point.couriers],
    schedules: point.schedules.map((s) => ({ ...s, key: newScheduleKey() })),
  };
}

/** The open days' hours and the schedules as the contract's shapes (what the live flags and the request read). */
export function scheduleInputOf(form: PickupPointForm): Pick<PickupPointRequest, 'couriers' | 'openingHours' | 'schedules'> {
  return {
    couriers: form.couriers,
    openingHours: form.hours
      .filter((h) => h.open)
      .map((h) => ({ day: h.day, open: h.opensAt, close: h.closesAt, ...(h.overnight ? { overnight: true } : {}) })),
    schedules: form.schedules.map(({ courier, day, start, end }) => ({ courier, day, start, end })),
  };
}

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

export function requestOf(form: PickupPointForm): PickupPointRequest {
  return {
    name: form.name.trim(),
    phone: form.phone.replace(/[\s-]/g, ''),
    isMain: form.isMain,
    provinceCode: form.provinceCode,
    cityCode: form.cityCode,
    districtCode: form.districtCode,
    postalCode: form.postalCode.trim(),
    address: form.address.trim(),
    latitude: coordinate(form.latitude),
    longitude: coordinate(form.longitude),
    ...scheduleInputOf(form),
  };
}

/** What the form can tell before asking the server; the server checks everything again. */
export function formProblems(form: PickupPointForm): FormProblems {
  const problems: FormProblems = {};
  for (const field of ['name', 'phone', 'provinceCode', 'cityCode', 'districtCode', 'postalCode', 'address'] as const) {
    if (!form[field].trim()) problems[field] = 'required';
  }
  if (form.postalCode.trim() && !postalCodePattern.test(form.postalCode.trim())) problems.postalCode = 'postalCodeInvalid';
  for (const hours of form.hours) {
    if (!hours.open) continue;
    if (!hours.opensAt) problems[`hours.${hours.day}.opensAt`] = 'required';
    if (!hours.closesAt) problems[`hours.${hours.day}.closesAt`] = 'required';
    else if (hours.opensAt && !openingHoursMakeSense({ open: hours.opensAt, close: hours.closesAt, overnight: hours.overnight })) {
      problems[`hours.${hours.day}.closesAt`] = hours.overnight ? 'overnightTooLong' : 'endBeforeStart';
    }
  }
  form.schedules.forEach((schedule, index) => {
    if (!schedule.courier) problems[`schedules.${index}.courier`] = 'required';
    if (!schedule.start) problems[`schedules.${index}.start`] = 'required';
    if (!schedule.end) problems[`schedules.${index}.end`] = 'required';
    else if (schedule.start && minutesOf(schedule.end) <= minutesOf(schedule.start)) problems[`schedules.${index}.end`] = 'endBeforeStart';
  });
  return problems;
}
