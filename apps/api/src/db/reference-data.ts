// The whole package: the declared features are found among all of its exports.
// eslint-disable-next-line no-restricted-imports
import * as contracts from '@seller-portal/contracts';
import {
  accessibilityCodes,
  configKeys,
  defaultBottomNavbarPaths,
  isFeatureDeclaration,
  sessionMenusOf,
  type AppConfig,
  type FeatureDeclaration,
  type SessionMenuDefinition,
  type SessionModeType,
} from '@seller-portal/contracts/core';
import { onboardingSteps } from '@seller-portal/contracts/onboarding';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from './open-database';
import { accessibilities, menus } from './schema';

/** Every feature declared in contracts (found among its exports: declaring one is all it takes). */
export const declaredFeatures = (Object.values(contracts) as unknown[]).filter(isFeatureDeclaration);

/** §3 application config the server starts with; operators' later edits are kept (insert-if-missing). */
export const defaultAppConfig: AppConfig = {
  [configKeys.chatAllowedErrorTrackers]: JSON.stringify({ allowedErrorTrackers: [] }),
  [configKeys.delayResources]: JSON.stringify({ timeout: 6000, isDelayFirebase: false, isDelayComponent: false }),
  // The order /onboarding-v2 asks its steps in (contracts' onboardingV2StepOrder).
  [configKeys.onboardingV2]: JSON.stringify({ enabled: true, steps: onboardingSteps }),
  [configKeys.externalModulePaths]: '[]',
  [configKeys.showIdVerification]: 'true',
  [configKeys.noReloadAfterSessionSwitch]: 'true',
  [configKeys.rebrandingDashboard]: 'true',
  [configKeys.resizeImage]: 'true',
  [configKeys.appGaTracker]: 'false',
  [configKeys.appTrackerMapperJs]: '{}',
  [configKeys.surveyWeb]: 'false',
  [configKeys.surveyApp]: 'false',
  // §2.8 the bottom navbar paths: every page the bar links to (a database seeded with the older three is moved on by
  // the migration bottom_navbar_covers_its_pages while it still holds them).
  [configKeys.bottomNavbarPaths]: JSON.stringify(defaultBottomNavbarPaths),
};

function flattenMenus(modeType: SessionModeType, list: SessionMenuDefinition[], parentCode: string | null) {
  return list.flatMap((menu, position): (typeof menus.$inferInsert)[] => [
    {
      modeType,
      code: menu.code,
      parentCode,
      nameKey: menu.name,
      url: menu.url ?? null,
      module: menu.module ?? null,
      requiredAccessibilities: menu.anyOf,
      position,
    },
    ...flattenMenus(modeType, menu.subs ?? [], menu.code),
  ]);
}

/**
 * Data every installation needs (not demo data): accessibility codes, menus, default config. Idempotent. The §3 session
 * menus are those the declared features' declarations list (contracts' `sessionMenusOf`): a feature that is not
 * declared has none, and a menu of one no longer declared goes.
 */
export async function syncReferenceData(db: AppDatabase, features: readonly FeatureDeclaration[] = declaredFeatures): Promise<void> {
  const modeOfCode = (code: string): SessionModeType => (code.startsWith('STORE_') ? 'STORE' : code.startsWith('INTERNAL_') ? 'INTERNAL' : 'VENDOR');
  const menuDefinitions = sessionMenusOf(features);
  const menuRows = (Object.keys(menuDefinitions) as SessionModeType[]).flatMap((mode) => flattenMenus(mode, menuDefinitions[mode], null));
  await db.transaction(async (tx) => {
    await tx
      .insert(accessibilities)
      .values(accessibilityCodes.map((code) => ({ code, modeType: modeOfCode(code) })))
      .onConflictDoUpdate({ target: accessibilities.code, set: { modeType: sql`excluded.mode_type` } });
    await tx
      .insert(menus)
      .values(menuRows)
      .onConflictDoUpdate({
        target: [menus.modeType, menus.code],
        set: {
          parentCode: sql`excluded.parent_code`,
          nameKey: sql`excluded.name_key`,
          url: sql`excluded.url`,
          module: sql`excluded.module`,
          requiredAccessibilities: sql`excluded.required_accessibilities`,
          position: sql`excluded.position`,
        },
      });
    // A menu of a feature no longer declared goes (a database seeded before keeps no link to a page nobody serves).
    for (const mode of Object.keys(menuDefinitions) as SessionModeType[]) {
      const codes = menuRows.filter((row) => row.modeType === mode).map((row) => row.code);
      await tx.delete(menus).where(codes.length ? and(eq(menus.modeType, mode), notInArray(menus.code, codes)) : eq(menus.modeType, mode));
    }
  });
}
