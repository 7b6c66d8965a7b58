import type { OpeningHours, PickupSchedule } from '@seller-portal/contracts/pickup-points';
import type { AppDatabase } from '../../db/open-database';
import { IndonesiaRegions } from './regions';
import { PickupPointsRepository } from './repository';

const weekdays = [1, 2, 3, 4, 5] as const;
const hours = (open: string, close: string, days: readonly OpeningHours['day'][]): OpeningHours[] => days.map((day) => ({ day, open, close }));
const pickups = (courier: string, start: string, end: string, days: readonly PickupSchedule['day'][]): PickupSchedule[] =>
  days.map((day) => ({ courier, day, start, end }));

/**
 * The demo stores' pickup points with full addresses, hours, couriers and schedules. Gudang Bandung's Saturday
 * GoSend pickup starts after it closes, so `/store/address` and the dashboard's tasks show an invalid schedule.
 * A point the seller has completed already is left as it is.
 */
export const pickupPointsDemo = {
  'PP-DEMO-60001-JKT': {
    address: 'Jl. Daan Mogot No. 10, RT 02/RW 05, Tanjung Duren Utara',
    provinceCode: '31',
    cityCode: '31.73',
    districtCode: '31.73.02',
    postalCode: '11470',
    latitude: -6.1667,
    longitude: 106.7889,
    phone: '02156781234',
    couriers: ['JNE', 'JNT', 'SICEPAT'],
    openingHours: [...hours('08:00', '17:00', weekdays), ...hours('08:00', '13:00', [6])],
    schedules: [...pickups('JNE', '10:00', '12:00', weekdays), ...pickups('JNT', '14:00', '16:00', weekdays), ...pickups('SICEPAT', '09:00', '11:00', [6])],
  },
  'PP-DEMO-60001-BDG': {
    address: 'Jl. Soekarno-Hatta No. 20, Kebon Kangkung',
    provinceCode: '32',
    cityCode: '32.73',
    districtCode: '32.73.16',
    postalCode: '40285',
    latitude: -6.9406,
    longitude: 107.6611,
    phone: '02287654321',
    couriers: ['JNE', 'ANTERAJA', 'GOSEND'],
    openingHours: [...hours('09:00', '18:00', weekdays), ...hours('09:00', '14:00', [6])],
    schedules: [...pickups('ANTERAJA', '13:00', '15:00', weekdays), ...pickups('GOSEND', '15:00', '17:00', [6])],
  },
  'PP-DEMO-60009-SBY': {
    address: 'Jl. Rungkut Industri No. 5, Kali Rungkut',
    provinceCode: '35',
    cityCode: '35.78',
    districtCode: '35.78.03',
    postalCode: '60293',
    latitude: -7.3297,
    longitude: 112.7636,
    phone: '0318431234',
    couriers: ['JNE', 'SICEPAT'],
    openingHours: hours('08:00', '16:00', [1, 2, 3, 4, 5, 6]),
    schedules: pickups('SICEPAT', '11:00', '13:00', [1, 2, 3, 4, 5, 6]),
  },
  'PP-DEMO-60009-MLG': {
    address: 'Jl. Soekarno-Hatta No. 9, Jatimulyo',
    provinceCode: '35',
    cityCode: '35.73',
    districtCode: '35.73.05',
    postalCode: '65141',
    latitude: -7.9415,
    longitude: 112.6225,
    phone: '0341551234',
    couriers: ['JNT'],
    openingHours: hours('08:00', '16:00', weekdays),
    schedules: pickups('JNT', '10:00', '12:00', weekdays),
  },
} as const satisfies Record<string, Record<string, unknown>>;

export async function seedPickupPointsDemo(db: AppDatabase, now: Date): Promise<void> {
  const repository = new PickupPointsRepository(db);
  const regions = new IndonesiaRegions();
  for (const [code, fields] of Object.entries(pickupPointsDemo)) {
    const names = [fields.districtCode, fields.cityCode, fields.provinceCode].map((region) => regions.region(region)?.name);
    await repository.completeIfBlank(code, {
      ...fields,
      fullAddress: [fields.address, ...names, fields.postalCode].join(', '),
      couriers: [...fields.couriers],
      openingHours: [...fields.openingHours],
      schedules: [...fields.schedules],
      updatedAt: now,
    });
  }
}
