import { purgeEveryMs, type ServerModule } from '../server-module';
import { OtpRepository } from './repository';
import { otpChallenges } from './schema';
import { OtpService } from './service';

export { OtpService, type OtpTarget } from './service';
export type { OtpChallengeRow, OtpPurpose } from './repository';
export { maskEmail, maskPhone } from './otp-code';

declare module '../server-module' {
  interface Services {
    otp: OtpService;
  }
}

/** One-time codes of every step (§4.11): stored hashed, limited per code, per step and per phone number. */
export const otpModule: ServerModule = {
  name: 'otp',
  tables: { otpChallenges },
  create: ({ database, clock, random, services }) => {
    const otp = new OtpService({ repository: new OtpRepository(database.db), delivery: services.delivery, rateLimits: services.rateLimits, clock, random });
    return { provides: { otp }, jobs: [{ name: 'expired codes', everyMs: purgeEveryMs, claim: 'lease', run: () => otp.purgeExpired() }] };
  },
};
