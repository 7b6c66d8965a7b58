import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The analytics report emails' page (§2.5 `/unsubscribe/analytics`, public §2.7): the email's signed link stops the
 * store's report emails, and the page offers to start them again. Its calls are `analyticsCalls.reportUnsubscribe`/
 * `reportResubscribe`. No menu entry: it is reached only from an email.
 */
export const analyticsReportFeature = /* @__PURE__ */ declareFeature({
  name: 'analytics-report',
  prefixes: ['/unsubscribe'],
  access: { mode: 'STORE' },
  apps: ['portal'],
  menu: [],
});
