import { z } from 'zod';
import { blankToUndefined, flag } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** What the settlement of a completed order follows (the marketplace's terms with its sellers). */
export interface SettlementTerms {
  /** Days after completion a regular store's line settles, and an OFFICIAL store's. */
  regularDays: number;
  officialDays: number;
  /** The seller's part of the free-shipping programme: basis points of the gross, at most `shippingSubsidyCap` rupiah and the order's shipping fee. */
  shippingSubsidyBps: number;
  shippingSubsidyCap: number;
}

export const defaultSettlementTerms: SettlementTerms = { regularDays: 3, officialDays: 7, shippingSubsidyBps: 200, shippingSubsidyCap: 10_000 };

export interface SettlementSettings {
  terms: SettlementTerms;
  /** `POST /dev/settlements/settle` (end-to-end runs only, never in production): the settlement job at a given time. */
  testClock: boolean;
}

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The settlement terms; absent keys: their defaults. */
    settlementTerms: Partial<SettlementTerms>;
    /** The end-to-end runs' settlement clock (`SETTLEMENT_TEST_CLOCK=1`). */
    settlementTestClock: boolean;
  }
}

const whole = (min: number, max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());

/** SETTLEMENT_DAYS_REGULAR, SETTLEMENT_DAYS_OFFICIAL, SETTLEMENT_SHIPPING_SUBSIDY_BPS, SETTLEMENT_SHIPPING_SUBSIDY_CAP, SETTLEMENT_TEST_CLOCK. */
export const settlementSettings = moduleSettings({
  env: {
    SETTLEMENT_DAYS_REGULAR: whole(0, 90),
    SETTLEMENT_DAYS_OFFICIAL: whole(0, 90),
    SETTLEMENT_SHIPPING_SUBSIDY_BPS: whole(0, 10_000),
    SETTLEMENT_SHIPPING_SUBSIDY_CAP: whole(0, 100_000_000),
    SETTLEMENT_TEST_CLOCK: flag(),
  },
  fromEnv: (e, { production }) => {
    if (production && e.SETTLEMENT_TEST_CLOCK === '1') {
      throw new Error('Invalid environment: SETTLEMENT_TEST_CLOCK: the test clock settles money early and never runs in production.');
    }
    return {
      settlementTerms: {
        regularDays: e.SETTLEMENT_DAYS_REGULAR,
        officialDays: e.SETTLEMENT_DAYS_OFFICIAL,
        shippingSubsidyBps: e.SETTLEMENT_SHIPPING_SUBSIDY_BPS,
        shippingSubsidyCap: e.SETTLEMENT_SHIPPING_SUBSIDY_CAP,
      },
      settlementTestClock: e.SETTLEMENT_TEST_CLOCK === '1',
    };
  },
  resolve: (given): SettlementSettings => {
    const terms = given.settlementTerms ?? {};
    return {
      terms: {
        regularDays: terms.regularDays ?? defaultSettlementTerms.regularDays,
        officialDays: terms.officialDays ?? defaultSettlementTerms.officialDays,
        shippingSubsidyBps: terms.shippingSubsidyBps ?? defaultSettlementTerms.shippingSubsidyBps,
        shippingSubsidyCap: terms.shippingSubsidyCap ?? defaultSettlementTerms.shippingSubsidyCap,
      },
      testClock: given.settlementTestClock ?? false,
    };
  },
});
