import { z } from 'zod';
import { blankToUndefined } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** The marketplace's terms with its official stores. */
export interface OfficialStoreTerms {
  /** How long an approval keeps a store OFFICIAL. */
  termDays: number;
  /** How many days before the term's end a renewal can be sent. */
  renewalWindowDays: number;
}

export const defaultOfficialStoreTerms: OfficialStoreTerms = { termDays: 365, renewalWindowDays: 60 };

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The official store terms; absent keys: their defaults. */
    officialStoreTerms: Partial<OfficialStoreTerms>;
  }
}

const days = (min: number, max: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());

/** OFFICIAL_STORE_TERM_DAYS, OFFICIAL_STORE_RENEWAL_WINDOW_DAYS. */
export const officialStoreSettings = moduleSettings({
  env: {
    OFFICIAL_STORE_TERM_DAYS: days(30, 1095),
    // At least the first reminder's 30 days: a reminder never asks for a renewal that cannot be sent yet.
    OFFICIAL_STORE_RENEWAL_WINDOW_DAYS: days(30, 365),
  },
  fromEnv: (e) => ({ officialStoreTerms: { termDays: e.OFFICIAL_STORE_TERM_DAYS, renewalWindowDays: e.OFFICIAL_STORE_RENEWAL_WINDOW_DAYS } }),
  resolve: (given): OfficialStoreTerms => ({
    termDays: given.officialStoreTerms?.termDays ?? defaultOfficialStoreTerms.termDays,
    renewalWindowDays: given.officialStoreTerms?.renewalWindowDays ?? defaultOfficialStoreTerms.renewalWindowDays,
  }),
});
