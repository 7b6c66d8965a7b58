import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { blankToUndefined, secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** The published development token; production never accepts it. */
export const devAdsServiceToken = 'dev-only-ads-service-token-do-not-use-in-production';

/** §9 the promo's defaults: 50% rebate up to Rp5 million, 1 Oct to 30 Nov 2025, a Rp100 thousand bonus. */
export const defaultAdsPromo = { from: '2025-10-01', to: '2025-11-30', rebatePercent: 50, rebateCap: 5_000_000, firstTopUpBonus: 100_000 } as const;

/** A top-up of this much or more asks for the one-time code unless ADS_TOP_UP_CODE_THRESHOLD says otherwise. */
export const defaultTopUpCodeThreshold = 1_000_000;

export interface AdsPromoSettings {
  from: string;
  to: string;
  rebatePercent: number;
  rebateCap: number;
  firstTopUpBonus: number;
}

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The ads module: its service token (absent: the development value, null: none passes), the code threshold and the promo. */
    ads: { serviceToken?: string | null; topUpCodeThreshold?: number; promo?: Partial<AdsPromoSettings> };
  }
}

const day = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD')
      .optional(),
  );
const rupiah = (max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(max).optional());

/** ADS_SERVICE_TOKEN, ADS_TOP_UP_CODE_THRESHOLD and the promo's ADS_PROMO_* settings. */
export const adsSettings = moduleSettings({
  env: {
    ADS_SERVICE_TOKEN: secret(32),
    ADS_TOP_UP_CODE_THRESHOLD: rupiah(1_000_000_000),
    ADS_PROMO_FROM: day(),
    ADS_PROMO_TO: day(),
    ADS_PROMO_REBATE_PERCENT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100).optional()),
    ADS_PROMO_REBATE_CAP: rupiah(1_000_000_000),
    ADS_PROMO_BONUS: rupiah(1_000_000_000),
  },
  // As the order service token: unset in production, no ad events pass until the marketplace's token is set.
  fromEnv: (e, { production }) => ({
    ads: {
      serviceToken: e.ADS_SERVICE_TOKEN ?? (production ? randomBytes(32).toString('base64url') : undefined),
      topUpCodeThreshold: e.ADS_TOP_UP_CODE_THRESHOLD,
      promo: {
        from: e.ADS_PROMO_FROM,
        to: e.ADS_PROMO_TO,
        rebatePercent: e.ADS_PROMO_REBATE_PERCENT,
        rebateCap: e.ADS_PROMO_REBATE_CAP,
        firstTopUpBonus: e.ADS_PROMO_BONUS,
      },
    },
  }),
  resolve: (given) => {
    const promo = given.ads?.promo ?? {};
    return {
      serviceToken: given.ads?.serviceToken === undefined ? devAdsServiceToken : given.ads.serviceToken,
      topUpCodeThreshold: given.ads?.topUpCodeThreshold ?? defaultTopUpCodeThreshold,
      promo: {
        from: promo.from ?? defaultAdsPromo.from,
        to: promo.to ?? defaultAdsPromo.to,
        rebatePercent: promo.rebatePercent ?? defaultAdsPromo.rebatePercent,
        rebateCap: promo.rebateCap ?? defaultAdsPromo.rebateCap,
        firstTopUpBonus: promo.firstTopUpBonus ?? defaultAdsPromo.firstTopUpBonus,
      } satisfies AdsPromoSettings,
    };
  },
});
