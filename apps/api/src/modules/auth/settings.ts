import { integerOr } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** Days a password stays valid; 0: it never expires. */
    passwordMaxAgeDays: number;
  }
}

/** PASSWORD_MAX_AGE_DAYS. */
export const authSettings = moduleSettings({
  env: { PASSWORD_MAX_AGE_DAYS: integerOr(90, 0) },
  fromEnv: (e) => ({ passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS }),
  resolve: (given) => ({ passwordMaxAgeDays: given.passwordMaxAgeDays ?? 90 }),
});
