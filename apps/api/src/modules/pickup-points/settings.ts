import { z } from 'zod';
import { blankToUndefined } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** How many pickup points one list answer carries unless PICKUP_POINTS_LIST_LIMIT says otherwise. */
export const defaultPickupPointsListLimit = 100;

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** How many pickup points one list answer carries; absent: the default. */
    pickupPointsListLimit: number;
  }
}

/** PICKUP_POINTS_LIST_LIMIT. */
export const pickupPointsSettings = moduleSettings({
  env: { PICKUP_POINTS_LIST_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()) },
  fromEnv: (e) => ({ pickupPointsListLimit: e.PICKUP_POINTS_LIST_LIMIT }),
  resolve: (given) => ({ listLimit: given.pickupPointsListLimit ?? defaultPickupPointsListLimit }),
});
