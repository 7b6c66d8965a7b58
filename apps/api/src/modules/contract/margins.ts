import { defaultMarginCategory } from '@seller-portal/contracts/contract';

/** A store's margin agreement as the rule reads it. */
export interface AgreementRate {
  id: number;
  categoryCode: string;
  commissionBps: number;
  /** `YYYY-MM-DD`, both included; `validUntil` null: open-ended. */
  validFrom: string;
  validUntil: string | null;
}

/** The margin an item is charged, and where it comes from. */
export interface AppliedMargin {
  /** The category whose margin applies (the item's own or a parent), or `DEFAULT`. */
  categoryCode: string;
  rateBps: number;
  /** The store's agreement that applies, or null for a base margin. */
  agreementId: number | null;
}

/** Whether an agreement applies on a store day. */
export const appliesOn = (agreement: Pick<AgreementRate, 'validFrom' | 'validUntil'>, day: string) =>
  agreement.validFrom <= day && (agreement.validUntil === null || day <= agreement.validUntil);

/** A category and its parents, the category first (a loop in bad data stops after ten). */
export function categoryPath(code: string | undefined, parents: ReadonlyMap<string, string | null>): string[] {
  const path: string[] = [];
  for (let at: string | null | undefined = code; at && path.length < 10 && !path.includes(at); at = parents.get(at)) path.push(at);
  return path;
}

/**
 * The margin of an item of `categoryCode` on `day`: the store's agreement on the most specific category of its path
 * (the category, then its parents) that has one applying that day, before any base margin; else the base margin of
 * the most specific category that has one; else the `DEFAULT` base margin. Among agreements of one category that
 * overlap, the latest made wins.
 */
export function marginFor(
  categoryCode: string | undefined,
  day: string,
  parents: ReadonlyMap<string, string | null>,
  base: ReadonlyMap<string, number>,
  agreements: readonly AgreementRate[],
): AppliedMargin {
  const path = categoryPath(categoryCode, parents);
  for (const code of path) {
    const agreement = agreements.filter((each) => each.categoryCode === code && appliesOn(each, day)).sort((a, b) => b.id - a.id)[0];
    if (agreement) return { categoryCode: code, rateBps: agreement.commissionBps, agreementId: agreement.id };
  }
  for (const code of path) {
    const rate = base.get(code);
    if (rate !== undefined) return { categoryCode: code, rateBps: rate, agreementId: null };
  }
  return { categoryCode: defaultMarginCategory, rateBps: base.get(defaultMarginCategory) ?? 0, agreementId: null };
}
