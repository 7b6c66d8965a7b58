import type { SettlementFee } from '@seller-portal/contracts/settlements';
import { defaultMarginCategory } from '@seller-portal/contracts/contract';
import type { SettlementTerms } from './settings';

/** The margin of an item no category margin covers (the contract's `DEFAULT` base margin). */
export const defaultFeeCategory = defaultMarginCategory;

/**
 * `amount` × `bps` / 10,000 in whole rupiah, half a rupiah rounded up (5.5 → 6, 5.4 → 5): in integers (BigInt), so no
 * binary fraction makes 0.5 fall the wrong way and no product outgrows a safe integer.
 */
export function basisPointsOf(amount: number, bps: number): number {
  const product = BigInt(amount) * BigInt(bps);
  return Number((product + 5_000n) / 10_000n);
}

export interface SettlementAmounts {
  gross: number;
  commission: number;
  shippingSubsidy: number;
  adsDeduction: number;
  net: number;
  fees: SettlementFee[];
}

/**
 * What a completed order pays the store. Gross: the order's items total (what the buyer paid for the goods; the
 * shipping fee is the courier's). Commission: by the contract's margin of each item (`margins`: the category whose
 * margin applies and its rate, the store's agreement or the base margin), the items of one category × its rate,
 * rounded half up per category, summed. Shipping subsidy: the seller's part of the free-shipping programme,
 * `shippingSubsidyBps` of the gross rounded the same way, at most the cap and the order's shipping fee. Ads deduction:
 * 0 until ad spend is attributed to orders. Net: what is left, never below zero.
 */
export function settlementAmountsOf(
  order: { itemsTotal: number; shippingFee: number; items: readonly { itemId: string; price: number; quantity: number }[] },
  margins: ReadonlyMap<string, { categoryCode: string; rateBps: number }>,
  terms: Pick<SettlementTerms, 'shippingSubsidyBps' | 'shippingSubsidyCap'>,
): SettlementAmounts {
  const byCategory = new Map<string, { gross: number; rateBps: number }>();
  for (const item of order.items) {
    const margin = margins.get(item.itemId) ?? { categoryCode: defaultFeeCategory, rateBps: 0 };
    const entry = byCategory.get(margin.categoryCode) ?? { gross: 0, rateBps: margin.rateBps };
    entry.gross += item.price * item.quantity;
    byCategory.set(margin.categoryCode, entry);
  }
  const fees = [...byCategory]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([categoryCode, { gross, rateBps }]) => ({ categoryCode, gross, rateBps, commission: basisPointsOf(gross, rateBps) }));
  const gross = order.itemsTotal;
  const commission = Math.min(
    gross,
    fees.reduce((sum, fee) => sum + fee.commission, 0),
  );
  const shippingSubsidy = Math.min(basisPointsOf(gross, terms.shippingSubsidyBps), terms.shippingSubsidyCap, order.shippingFee, gross - commission);
  const adsDeduction = 0;
  return { gross, commission, shippingSubsidy, adsDeduction, net: gross - commission - shippingSubsidy - adsDeduction, fees };
}
