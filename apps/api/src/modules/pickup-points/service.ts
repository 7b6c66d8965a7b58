import {
  isCourierCode,
  minutesOf,
  openingHoursMakeSense,
  pickupScheduleProblemsOf,
  postalCodePattern,
  type InvalidPickupSchedule,
  type OpeningHours,
  type PickupPointDetail,
  type PickupSchedule,
  type Region,
  type pickupPointRequestSchema,
} from '@seller-portal/contracts/pickup-points';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Clock, Random } from '../../runtime';
import type { OrderInsights } from '../orders';
import type { PickupPointFields, PickupPointRow, PickupPointsRepository } from './repository';
import type { IndonesiaRegions } from './regions';

type ParsedRequest = z.output<typeof pickupPointRequestSchema>;

/** The pickup points' rules: the address in the region data, hours and schedules that make sense, one main point. */
export class PickupPointsService {
  constructor(
    private readonly repository: PickupPointsRepository,
    private readonly regions: IndonesiaRegions,
    private readonly orders: Pick<OrderInsights, 'openOrdersPerPickupPoint'>,
    private readonly clock: Clock,
    private readonly random: Random,
    /** How many pickup points one list answer carries (PICKUP_POINTS_LIST_LIMIT). */
    private readonly listLimit: number,
  ) {}

  async list(storeCode: string): Promise<PickupPointDetail[]> {
    const [rows, open] = await Promise.all([this.repository.listOfStore(storeCode, this.listLimit), this.orders.openOrdersPerPickupPoint(storeCode)]);
    return rows.map((row) => this.answerOf(row, open.get(row.code) ?? 0));
  }

  async detail(storeCode: string, code: string): Promise<PickupPointDetail> {
    const row = await this.repository.find(storeCode, code);
    if (!row) throw new AppError('PICKUP_POINT_NOT_FOUND');
    return this.answerOf(row, (await this.orders.openOrdersPerPickupPoint(storeCode)).get(code) ?? 0);
  }

  async create(storeCode: string, request: ParsedRequest): Promise<PickupPointDetail> {
    const fields = this.fieldsOf(request);
    const code = `PP-${storeCode}-${this.random.bytes(4).toString('hex').toUpperCase()}`;
    return this.answerOf(await this.repository.insert(storeCode, code, fields, this.clock.now()), 0);
  }

  async update(storeCode: string, code: string, request: ParsedRequest): Promise<PickupPointDetail> {
    const current = await this.repository.find(storeCode, code);
    if (!current) throw new AppError('PICKUP_POINT_NOT_FOUND');
    const fields = this.fieldsOf(request);
    // The store keeps a main pickup point: the main one stops being main only when another is made main.
    if (current.isDefault && !request.isMain) throw new AppError('PICKUP_POINT_MAIN_REQUIRED');
    const row = await this.repository.update(storeCode, code, fields, this.clock.now());
    if (!row) throw new AppError('PICKUP_POINT_NOT_FOUND');
    return this.detail(storeCode, row.code);
  }

  async remove(storeCode: string, code: string): Promise<void> {
    const result = await this.repository.deactivateIfIdle(
      storeCode,
      code,
      this.clock.now(),
      async (tx) => (await this.orders.openOrdersPerPickupPoint(storeCode, tx)).get(code) ?? 0,
    );
    if (result.removed) return;
    if (result.reason === 'NOT_FOUND') throw new AppError('PICKUP_POINT_NOT_FOUND');
    if (result.reason === 'MAIN') throw new AppError('PICKUP_POINT_MAIN_REQUIRED');
    throw AppError.withValue('PICKUP_POINT_HAS_OPEN_ORDERS', { openOrderCount: result.openOrderCount });
  }

  /** §7 findInvalidPickupSchedulesPickupPoint: every schedule of the store's pickup points that cannot work. */
  async invalidSchedules(storeCode: string): Promise<InvalidPickupSchedule[]> {
    const rows = await this.repository.listOfStore(storeCode, this.listLimit);
    return rows.flatMap((row) => {
      const schedules = row.schedules as PickupSchedule[];
      const problems = pickupScheduleProblemsOf({ couriers: row.couriers, openingHours: row.openingHours as OpeningHours[], schedules });
      return [...problems].map(([index, list]) => ({ pickupPointCode: row.code, pickupPointName: row.name, schedule: schedules[index], problems: list }));
    });
  }

  /** How many schedules of the store cannot work (the dashboard's task). */
  async invalidScheduleCount(storeCode: string): Promise<number> {
    return (await this.invalidSchedules(storeCode)).length;
  }

  provinces(): Region[] {
    return this.regions.provinces;
  }

  /** The cities of a province or the districts of a city; a code the data does not hold is PICKUP_POINT_REGION_UNKNOWN. */
  childrenOf(code: string): Region[] {
    const children = this.regions.childrenOf(code);
    if (!children) throw new AppError('PICKUP_POINT_REGION_UNKNOWN');
    return children;
  }

  /** The request checked against the region data, the couriers and the clock's sense; nothing is written before. */
  private fieldsOf(request: ParsedRequest): PickupPointFields {
    const { provinceCode, cityCode, districtCode, postalCode } = request;
    if (!provinceCode || !cityCode || !districtCode || !postalCodePattern.test(postalCode) || !request.address) {
      throw new AppError('PICKUP_POINT_ADDRESS_INCOMPLETE');
    }
    if (!this.regions.region(provinceCode) || !this.regions.isIn(cityCode, provinceCode) || !this.regions.isIn(districtCode, cityCode)) {
      throw new AppError('PICKUP_POINT_REGION_MISMATCH');
    }
    if ((request.latitude === null) !== (request.longitude === null)) throw new AppError('PICKUP_POINT_INVALID');
    const days = new Set<number>();
    for (const hours of request.openingHours) {
      if (!openingHoursMakeSense(hours) || days.has(hours.day)) throw new AppError('PICKUP_POINT_HOURS_END_BEFORE_START');
      days.add(hours.day);
    }
    for (const schedule of request.schedules) {
      if (minutesOf(schedule.end) <= minutesOf(schedule.start)) throw new AppError('PICKUP_POINT_HOURS_END_BEFORE_START');
    }
    if ([...request.couriers, ...request.schedules.map((s) => s.courier)].some((courier) => !isCourierCode(courier))) {
      throw new AppError('PICKUP_POINT_COURIER_UNKNOWN');
    }
    const names = [districtCode, cityCode, provinceCode].map((code) => this.regions.region(code)?.name);
    return {
      name: request.name,
      address: request.address,
      fullAddress: [request.address, ...names, postalCode].filter(Boolean).join(', '),
      provinceCode,
      cityCode,
      districtCode,
      postalCode,
      latitude: request.latitude,
      longitude: request.longitude,
      phone: request.phone,
      isDefault: request.isMain,
      couriers: [...new Set(request.couriers)],
      openingHours: request.openingHours
        .map(({ day, open, close, overnight }) => (overnight ? { day, open, close, overnight } : { day, open, close }))
        .sort((a, b) => a.day - b.day),
      schedules: [...request.schedules].sort((a, b) => a.day - b.day || a.courier.localeCompare(b.courier) || minutesOf(a.start) - minutesOf(b.start)),
    };
  }

  private answerOf(row: PickupPointRow, openOrderCount: number): PickupPointDetail {
    const openingHours = row.openingHours as OpeningHours[];
    const schedules = row.schedules as PickupSchedule[];
    const region = (code: string | null) => (code ? this.regions.region(code) : null);
    return {
      code: row.code,
      name: row.name,
      address: row.address,
      province: region(row.provinceCode),
      city: region(row.cityCode),
      district: region(row.districtCode),
      postalCode: row.postalCode,
      latitude: row.latitude,
      longitude: row.longitude,
      phone: row.phone,
      isMain: row.isDefault,
      couriers: row.couriers,
      openingHours,
      schedules,
      invalidScheduleCount: pickupScheduleProblemsOf({ couriers: row.couriers, openingHours, schedules }).size,
      openOrderCount,
    };
  }
}
