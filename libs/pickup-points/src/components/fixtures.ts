import type { InvalidPickupSchedule, PickupPointDetail } from '@seller-portal/contracts/pickup-points';

/** Two pickup points as the server answers them: Jakarta (main, fine) and Bandung (a GoSend pickup after closing). */
export const jakarta: PickupPointDetail = {
  code: 'PP-1-JKT',
  name: 'Gudang Jakarta Barat',
  address: 'Jl. Daan Mogot No. 10',
  province: { code: '31', name: 'Daerah Khusus Ibukota Jakarta' },
  city: { code: '31.73', name: 'Kota Administrasi Jakarta Barat' },
  district: { code: '31.73.02', name: 'Grogol Petamburan' },
  postalCode: '11470',
  latitude: -6.1667,
  longitude: 106.7889,
  phone: '02156781234',
  isMain: true,
  couriers: ['JNE', 'JNT'],
  openingHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, open: '08:00', close: '17:00' })),
  schedules: [{ courier: 'JNE', day: 1, start: '10:00', end: '12:00' }],
  invalidScheduleCount: 0,
  openOrderCount: 3,
};

export const bandung: PickupPointDetail = {
  ...jakarta,
  code: 'PP-1-BDG',
  name: 'Gudang Bandung',
  address: 'Jl. Soekarno-Hatta No. 20',
  province: { code: '32', name: 'Jawa Barat' },
  city: { code: '32.73', name: 'Kota Bandung' },
  district: { code: '32.73.16', name: 'Kiaracondong' },
  postalCode: '40285',
  isMain: false,
  couriers: ['GOSEND'],
  openingHours: [{ day: 6, open: '09:00', close: '14:00' }],
  schedules: [{ courier: 'GOSEND', day: 6, start: '15:00', end: '17:00' }],
  invalidScheduleCount: 1,
  openOrderCount: 0,
};

export const invalidSchedules: InvalidPickupSchedule[] = [
  { pickupPointCode: bandung.code, pickupPointName: bandung.name, schedule: bandung.schedules[0], problems: ['OUTSIDE_OPENING_HOURS'] },
];
