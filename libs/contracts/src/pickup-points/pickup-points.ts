import { pickupPointsFeature } from './pickup-points-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';
import { courierCodes, type CourierCode } from '@seller-portal/contracts/orders';

export const pickupPointPaths = {
  /** GET: `PickupPointSummary[]`; POST `PickupPointRequest`: the new `PickupPointDetail`. */
  pickupPoints: '/backend/bp/store-pickuppoint',
  /** GET, PUT `PickupPointRequest`, DELETE. */
  pickupPointPattern: '/backend/bp/store-pickuppoint/:pickupPointCode',
  /** §7 GET: `InvalidPickupSchedule[]`, the schedules that cannot work. */
  invalidSchedules: '/backend/bp/store-pickuppoint/findInvalidPickupSchedulesPickupPoint',
  /** GET: `PickupPointMap`, the map tiles the pin is drawn on, when the server has a tile server. */
  map: '/backend/bp/store-pickuppoint/map',
  /** GET: Indonesia's provinces; cities of a province (`provinceCode`); districts of a city (`cityCode`). */
  provinces: '/backend/region/areas/provinces',
  cities: '/backend/region/areas/cities',
  districts: '/backend/region/areas/districts',
} as const;

// ── Days and times ──

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const pickupDays = [1, 2, 3, 4, 5, 6, 7] as const;
export type PickupDay = (typeof pickupDays)[number];

/** A time of day as `HH:MM` (00:00–23:59), or `24:00` as an end: the end of the day. */
const timeSchema = lazySchema(() => z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/));

/** Minutes after midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * A day's opening hours from `open` to `close`; `overnight` when it closes the next day (22:00–06:00), when `close`
 * is at most `open` and never `24:00`. Without it `close` is after `open` (PICKUP_POINT_HOURS_END_BEFORE_START).
 */
const openingHoursSchema = lazySchema(() =>
  z.object({
    day: z.union(pickupDays.map((d) => z.literal(d))),
    open: timeSchema,
    close: timeSchema,
    overnight: z.boolean().optional(),
  }),
);
export type OpeningHours = z.output<typeof openingHoursSchema>;

/** Whether a day's hours make sense: after the opening the same day, or (overnight) by the same time the next day. */
export function openingHoursMakeSense(hours: Pick<OpeningHours, 'open' | 'close' | 'overnight'>): boolean {
  const [open, close] = [minutesOf(hours.open), minutesOf(hours.close)];
  return hours.overnight ? close <= open && hours.close !== '24:00' : close > open;
}

const dayMinutes = 24 * 60;
const weekMinutes = 7 * dayMinutes;

/** Whether the point is open for all of a schedule, overnight hours of the day before included (Sunday's reach Monday). */
function coversSchedule(openingHours: readonly OpeningHours[], schedule: Pick<PickupSchedule, 'day' | 'start' | 'end'>): boolean {
  const start = (schedule.day - 1) * dayMinutes + minutesOf(schedule.start);
  const end = (schedule.day - 1) * dayMinutes + minutesOf(schedule.end);
  return openingHours.some((hours) => {
    if (!openingHoursMakeSense(hours)) return false;
    const from = (hours.day - 1) * dayMinutes + minutesOf(hours.open);
    const to = (hours.day - 1) * dayMinutes + minutesOf(hours.close) + (hours.overnight ? dayMinutes : 0);
    return [0, -weekMinutes].some((shift) => from + shift <= start && end <= to + shift);
  });
}

/** A courier's pickup on a weekday, between `start` and `end`. */
const pickupScheduleSchema = lazySchema(() =>
  z.object({
    /** One of the orders' couriers; another is refused with PICKUP_POINT_COURIER_UNKNOWN. */
    courier: z.string().trim().max(32),
    day: z.union(pickupDays.map((d) => z.literal(d))),
    start: timeSchema,
    end: timeSchema,
  }),
);
export type PickupSchedule = z.output<typeof pickupScheduleSchema>;

// ── Pickup points ──

/** Indonesian postal codes: five digits, the first never 0. */
export const postalCodePattern = /^[1-9]\d{4}$/;

/**
 * A pickup point as the seller writes it. Blank region codes are read as missing (PICKUP_POINT_ADDRESS_INCOMPLETE)
 * and each region must lie in the one above it (PICKUP_POINT_REGION_MISMATCH), checked by the server against the
 * region data.
 */
export const pickupPointRequestSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1).max(100),
    /** The street, number and building: the part of the address below the district. */
    address: z.string().trim().max(300),
    provinceCode: z.string().trim().max(16),
    cityCode: z.string().trim().max(16),
    districtCode: z.string().trim().max(16),
    postalCode: z.string().trim().max(5),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    /** Who the courier calls: digits, an optional leading +, 8 to 15 digits. */
    phone: z
      .string()
      .trim()
      .regex(/^\+?\d{8,15}$/),
    isMain: z.boolean(),
    /** The couriers that collect here; a schedule of another is kept and flagged (COURIER_NOT_AVAILABLE). */
    couriers: z.array(z.string().trim().max(32)).max(20),
    /** One range a day at most; a day without one is closed. */
    openingHours: z.array(openingHoursSchema).max(7),
    schedules: z.array(pickupScheduleSchema).max(100),
  }),
);
export type PickupPointRequest = z.input<typeof pickupPointRequestSchema>;

const regionSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type Region = z.output<typeof regionSchema>;

const pickupPointSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    /** Null for a pickup point whose address predates the region data (the seller completes it). */
    province: regionSchema.nullable(),
    city: regionSchema.nullable(),
    district: regionSchema.nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    phone: z.string().nullable(),
    isMain: z.boolean(),
    couriers: z.array(z.string()),
    openingHours: z.array(openingHoursSchema),
    schedules: z.array(pickupScheduleSchema),
    /** How many of its schedules cannot work (`invalidPickupSchedules`). */
    invalidScheduleCount: z.number().int(),
    /** Orders not yet delivered, completed or cancelled at it: while there are any it cannot be deleted. */
    openOrderCount: z.number().int(),
  }),
);
export type PickupPointDetail = z.output<typeof pickupPointSchema>;

// ── Invalid schedules ──

const pickupScheduleProblems = ['OUTSIDE_OPENING_HOURS', 'OVERLAPPING', 'COURIER_NOT_AVAILABLE'] as const;
export type PickupScheduleProblem = (typeof pickupScheduleProblems)[number];

/**
 * Why each schedule of a pickup point cannot work, by its index: the point is closed for part of it (or that day;
 * the day before's overnight hours count), another schedule of the same courier on the same day overlaps it, or the
 * point does not work with its courier.
 * Shared by the server's `findInvalidPickupSchedulesPickupPoint` and the edit form's live flags.
 */
export function pickupScheduleProblemsOf(point: {
  couriers: readonly string[];
  openingHours: readonly OpeningHours[];
  schedules: readonly PickupSchedule[];
}): Map<number, PickupScheduleProblem[]> {
  const problems = new Map<number, PickupScheduleProblem[]>();
  const flag = (index: number, problem: PickupScheduleProblem) => {
    const list = problems.get(index) ?? [];
    if (!list.includes(problem)) list.push(problem);
    problems.set(index, list);
  };
  point.schedules.forEach((schedule, index) => {
    const [start, end] = [minutesOf(schedule.start), minutesOf(schedule.end)];
    if (!coversSchedule(point.openingHours, schedule)) flag(index, 'OUTSIDE_OPENING_HOURS');
    if (!point.couriers.includes(schedule.courier)) flag(index, 'COURIER_NOT_AVAILABLE');
    point.schedules.forEach((other, otherIndex) => {
      if (otherIndex === index || other.courier !== schedule.courier || other.day !== schedule.day) return;
      if (start < minutesOf(other.end) && minutesOf(other.start) < end) flag(index, 'OVERLAPPING');
    });
  });
  return problems;
}

const invalidPickupScheduleSchema = lazySchema(() =>
  z.object({
    pickupPointCode: z.string(),
    pickupPointName: z.string(),
    schedule: pickupScheduleSchema,
    problems: z.array(z.enum(pickupScheduleProblems)),
  }),
);
export type InvalidPickupSchedule = z.output<typeof invalidPickupScheduleSchema>;

/** Whether a courier code is one of the orders' couriers. */
export function isCourierCode(code: string): code is CourierCode {
  return (courierCodes as readonly string[]).includes(code);
}

// ── Map ──

const pickupPointMapSchema = lazySchema(() =>
  z.object({
    /** A slippy map's tile address with `{z}`, `{x}` and `{y}`; null: no map, the coordinates are typed. */
    tileUrl: z.string().nullable(),
  }),
);
export type PickupPointMap = z.output<typeof pickupPointMapSchema>;

// ── Calls ──

/** §6: every call needs STORE mode and STORE_MANAGE-STORE_STORE-INFORMATION; the UI hiding a button is not access control. */
const sellerAccess = featureCallAccess(pickupPointsFeature);
const codeParams = lazySchema(() => z.object({ pickupPointCode: z.string().min(1).max(64) }));
const regionCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^\d{2}(?:\.\d{2}){0,2}$/),
);

export const pickupPointCalls = {
  list: defineCall({
    method: 'GET',
    path: pickupPointPaths.pickupPoints,
    summary: "The store's pickup points, the main one first, each with how many of its schedules cannot work.",
    access: sellerAccess,
    answer: lazySchema(() => z.array(pickupPointSchema)),
    errors: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: pickupPointPaths.pickupPointPattern,
    summary: 'A pickup point of the store.',
    access: sellerAccess,
    params: codeParams,
    answer: pickupPointSchema,
    errors: ['PICKUP_POINT_NOT_FOUND'],
    invalid: { params: 'PICKUP_POINT_NOT_FOUND' },
  }),
  create: defineCall({
    method: 'POST',
    path: pickupPointPaths.pickupPoints,
    summary: 'Adds a pickup point to the store (the first one is the main one).',
    access: sellerAccess,
    body: pickupPointRequestSchema,
    answer: pickupPointSchema,
    errors: [
      'PICKUP_POINT_INVALID',
      'PICKUP_POINT_ADDRESS_INCOMPLETE',
      'PICKUP_POINT_REGION_MISMATCH',
      'PICKUP_POINT_HOURS_END_BEFORE_START',
      'PICKUP_POINT_COURIER_UNKNOWN',
    ],
    invalid: { body: 'PICKUP_POINT_INVALID' },
  }),
  update: defineCall({
    method: 'PUT',
    path: pickupPointPaths.pickupPointPattern,
    summary: 'Changes a pickup point of the store; making it the main one makes the others not.',
    access: sellerAccess,
    params: codeParams,
    body: pickupPointRequestSchema,
    answer: pickupPointSchema,
    errors: [
      'PICKUP_POINT_NOT_FOUND',
      'PICKUP_POINT_INVALID',
      'PICKUP_POINT_ADDRESS_INCOMPLETE',
      'PICKUP_POINT_REGION_MISMATCH',
      'PICKUP_POINT_HOURS_END_BEFORE_START',
      'PICKUP_POINT_COURIER_UNKNOWN',
      'PICKUP_POINT_MAIN_REQUIRED',
    ],
    invalid: { params: 'PICKUP_POINT_NOT_FOUND', body: 'PICKUP_POINT_INVALID' },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: pickupPointPaths.pickupPointPattern,
    summary: 'Removes a pickup point of the store: not the main one, nor one with open orders.',
    access: sellerAccess,
    params: codeParams,
    answer: lazySchema(() => z.null()),
    errors: ['PICKUP_POINT_NOT_FOUND', 'PICKUP_POINT_HAS_OPEN_ORDERS', 'PICKUP_POINT_MAIN_REQUIRED'],
    invalid: { params: 'PICKUP_POINT_NOT_FOUND' },
  }),
  invalidSchedules: defineCall({
    method: 'GET',
    path: pickupPointPaths.invalidSchedules,
    summary: "§7 the store's pickup schedules that cannot work: outside opening hours, overlapping, or of a courier the point does not use.",
    access: sellerAccess,
    answer: lazySchema(() => z.array(invalidPickupScheduleSchema)),
    errors: [],
  }),
  map: defineCall({
    method: 'GET',
    path: pickupPointPaths.map,
    summary: "The map tiles a pickup point's pin is drawn on (PICKUP_POINTS_MAP_TILE_URL), or none.",
    access: sellerAccess,
    answer: pickupPointMapSchema,
    errors: [],
  }),
  provinces: defineCall({
    method: 'GET',
    path: pickupPointPaths.provinces,
    summary: "Indonesia's provinces (Kemendagri codes).",
    access: sellerAccess,
    answer: lazySchema(() => z.array(regionSchema)),
    errors: [],
  }),
  cities: defineCall({
    method: 'GET',
    path: pickupPointPaths.cities,
    summary: 'The cities and regencies of a province.',
    access: sellerAccess,
    query: lazySchema(() => z.object({ provinceCode: regionCode })),
    answer: lazySchema(() => z.array(regionSchema)),
    errors: ['PICKUP_POINT_REGION_UNKNOWN'],
    invalid: { query: 'PICKUP_POINT_REGION_UNKNOWN' },
  }),
  districts: defineCall({
    method: 'GET',
    path: pickupPointPaths.districts,
    summary: 'The districts of a city or regency.',
    access: sellerAccess,
    query: lazySchema(() => z.object({ cityCode: regionCode })),
    answer: lazySchema(() => z.array(regionSchema)),
    errors: ['PICKUP_POINT_REGION_UNKNOWN'],
    invalid: { query: 'PICKUP_POINT_REGION_UNKNOWN' },
  }),
};
