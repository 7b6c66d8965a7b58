import type { ServerModule } from '../server-module';
import { seedOnboardingDemo } from './demo';
import { indonesianProvinces } from './provinces';
import { OnboardingRepository } from './repository';
import { onboardingRoutes } from './routes';
import { provinces, storeOnboarding } from './schema';
import { OnboardingService } from './service';

/** §4.2 step 5 onboarding V2 of a new store (its submissions reviewed by staff in the store review queue), and the provinces its pickup address chooses from (§7 region/provinces). */
export const onboardingModule: ServerModule = {
  name: 'onboarding',
  tables: { provinces, storeOnboarding },
  create: async ({ database, clock, services }) => {
    const repository = new OnboardingRepository(database.db);
    // Reference data every installation needs, kept in step at each start.
    await repository.syncProvinces('ID', indonesianProvinces);
    const onboarding = new OnboardingService(repository, services.sessions, services.storeReviews, services.storeProfiles, clock);
    return { routes: () => onboardingRoutes(onboarding) };
  },
  seedDemo: seedOnboardingDemo,
};
