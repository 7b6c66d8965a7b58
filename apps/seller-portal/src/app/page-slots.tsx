import { FeatureSlots, type FeatureStartupDeps, type FeatureStartupStep } from '@seller-portal/app-runtime';
import type { Session } from '@seller-portal/contracts/core';
import { mountedFeatures } from './modules';

/** Runs a §4.2 step's work of every mounted feature that takes part in it, one after another in the features' order. */
export async function runStartupStep(step: FeatureStartupStep, deps: FeatureStartupDeps, session: Session): Promise<void> {
  for (const feature of mountedFeatures) await feature.startup?.[step]?.(deps, session);
}

/** The mounted features' `page` slots beside every route (loaded with the first session, not with /sign-in). */
export default function PageSlots({ session }: { session: Session }) {
  return <FeatureSlots features={mountedFeatures} place="page" session={session} />;
}
