import { z } from 'zod';
import { blankToUndefined } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

/** How many pickup points one list answer carries unless PICKUP_POINTS_LIST_LIMIT says otherwise. */
export const defaultPickupPointsListLimit = 100;

/** A tile server's address template: https (or http), with the {z}, {x} and {y} of a slippy map's tiles. */
const tileUrlTemplate = z
  .url({ protocol: /^https?$/ })
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must hold {z}, {x} and {y}');

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** How many pickup points one list answer carries; absent: the default. */
    pickupPointsListLimit: number;
    /** The map tiles the pickup point page draws its pin on; absent: no map, the coordinates alone. */
    pickupPointsMapTileUrl: string;
  }
}

/** PICKUP_POINTS_LIST_LIMIT, PICKUP_POINTS_MAP_TILE_URL. */
export const pickupPointsSettings = moduleSettings({
  env: {
    PICKUP_POINTS_LIST_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
    PICKUP_POINTS_MAP_TILE_URL: z.preprocess(blankToUndefined, tileUrlTemplate.optional()),
  },
  fromEnv: (e) => ({ pickupPointsListLimit: e.PICKUP_POINTS_LIST_LIMIT, pickupPointsMapTileUrl: e.PICKUP_POINTS_MAP_TILE_URL }),
  resolve: (given) => ({ listLimit: given.pickupPointsListLimit ?? defaultPickupPointsListLimit, mapTileUrl: given.pickupPointsMapTileUrl ?? null }),
});
