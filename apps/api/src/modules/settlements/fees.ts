import type { SettlementFee } from '@seller-portal/contracts/settlements';
import type { SettlementTerms } from './settings';

/** The fee table's row for an item of no category, or of a category the table does not name. */
export const defaultFeeCategory = 'DEFAULT';

/** The marketplace's commission per top-level category (basis points), seeded as reference data. */
export const seededFeeRates: Readonly<Record<string, number>> = {
  'CAT-FOOD': 450,
  'CAT-HOME': 550,
  'CAT-FASHION': 650,
  'CAT-BEAUTY': 600,
  'CAT-DIGITAL': 200,
  [defaultFeeCategory]: 500,
};

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
 * shipping fee is the courier's). Commission: per top-level category, the category's items × its rate, rounded
 * half up per category, summed. Shipping subsidy: the seller's part of the free-shipping programme, `shippingSubsidyBps`
 * of the gross rounded the same way, at most the cap and the order's shipping fee. Ads deduction: 0 until ad spend is
 * attributed to orders. Net: what is left, never below zero.
 */
export function settlementAmountsOf(
  order: { itemsTotal: number; shippingFee: number; items: readonly { itemId: string; price: number; quantity: number }[] },
  categories: ReadonlyMap<string, string>,
  rates: ReadonlyMap<string, number>,
  terms: Pick<SettlementTerms, 'shippingSubsidyBps' | 'shippingSubsidyCap'>,
): SettlementAmounts {
  const byCategory = new Map<string, number>();
  for (const item of order.items) {
    const known = categories.get(item.itemId);
    const category = known !== undefined && rates.has(known) ? known : defaultFeeCategory;
    byCategory.set(category, (byCategory.get(category) ?? 0) + item.price * item.quantity);
  }
  const fees = [...byCategory]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([categoryCode, gross]) => {
      const rateBps = rates.get(categoryCode) ?? 0;
      return { categoryCode, gross, rateBps, commission: basisPointsOf(gross, rateBps) };
    });
  const gross = order.itemsTotal;
  const commission = Math.min(
    gross,
    fees.reduce((sum, fee) => sum + fee.commission, 0),
  );
  const shippingSubsidy = Math.min(basisPointsOf(gross, terms.shippingSubsidyBps), terms.shippingSubsidyCap, order.shippingFee, gross - commission);
  const adsDeduction = 0;
  return { gross, commission, shippingSubsidy, adsDeduction, net: gross - commission - shippingSubsidy - adsDeduction, fees };
}
