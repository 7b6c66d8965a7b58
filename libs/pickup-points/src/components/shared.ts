import { couriers, type CourierCode } from '@seller-portal/contracts/orders';
import type { PickupDay, PickupPointDetail, PickupScheduleProblem } from '@seller-portal/contracts/pickup-points';
import type { TFunction } from '@seller-portal/i18n';

/** A courier's name as sellers know it (the orders' couriers); an unknown code as it is. */
export function courierName(code: string): string {
  return (couriers as Record<string, { name: string }>)[code]?.name ?? code;
}

export const courierOptions = (Object.keys(couriers) as CourierCode[]).map((code) => ({ value: code, label: couriers[code].name }));

export function dayName(t: TFunction, day: PickupDay | number): string {
  return t(`day.${day}`);
}

export function problemsText(t: TFunction, problems: readonly PickupScheduleProblem[]): string {
  return problems.map((problem) => t(`problem.${problem}`)).join('; ');
}

/** The address on one line: street, district, city, province and postal code, as far as they are known. */
export function addressLine(point: PickupPointDetail): string {
  return [point.address, point.district?.name, point.city?.name, point.province?.name, point.postalCode].filter(Boolean).join(', ');
}
