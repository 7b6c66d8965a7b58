import { randomBytes } from 'node:crypto';
import { secret } from '../../config/env-variables';
import { moduleSettings } from '../server-module';
import { devAnalyticsReportLinkSecret } from './report-links';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** The secret the analytics report emails' unsubscribe links are signed with; absent: the published development value. */
    analyticsReportLinkSecret: string;
  }
}

/** ANALYTICS_REPORT_LINK_SECRET. */
export const analyticsSettings = moduleSettings({
  env: { ANALYTICS_REPORT_LINK_SECRET: secret(32) },
  fromEnv: (e, { production }) => ({
    analyticsReportLinkSecret: e.ANALYTICS_REPORT_LINK_SECRET ?? (production ? randomBytes(32).toString('base64url') : undefined),
  }),
  resolve: (given) => ({ linkSecret: given.analyticsReportLinkSecret ?? devAnalyticsReportLinkSecret }),
});
