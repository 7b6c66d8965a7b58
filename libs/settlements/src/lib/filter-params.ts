import { settlementLimits, settlementStatuses, type SettlementFilter, type SettlementStatus } from '@seller-portal/contracts/settlements';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The filter in the page's address (`?from=2026-11-01&to=2026-11-30&status=SETTLED`): a day that is not one, a status
 * that is not one or a range the server would refuse (backwards, longer than a year) is left out, so a hand-edited
 * address shows a list rather than an error.
 */
export function filterOf(params: URLSearchParams): SettlementFilter {
  const from = params.get('from');
  const to = params.get('to');
  const status = params.get('status');
  const filter: SettlementFilter = {};
  if (isDay(from)) filter.from = from;
  if (isDay(to)) filter.to = to;
  if (
    filter.from &&
    filter.to &&
    (filter.from > filter.to || (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 >= settlementLimits.rangeMaxDays)
  ) {
    delete filter.to;
  }
  if (status && (settlementStatuses as readonly string[]).includes(status)) filter.status = status as SettlementStatus;
  return filter;
}

export function paramsOf(filter: SettlementFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.status) params.set('status', filter.status);
  return params;
}

export const hasFilter = (filter: SettlementFilter) => Boolean(filter.from || filter.to || filter.status);

/** The first and last day of a month `YYYY-MM`. */
export function monthRange(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}
