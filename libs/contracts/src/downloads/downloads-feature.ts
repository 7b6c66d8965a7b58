import { declareFeature } from '@seller-portal/contracts/core';

/**
 * §2.5 `/download/:type`: the page links in emails and notifications point at, which downloads a file of the
 * signed-in seller's (`?id=` names which). Each file is served by its own feature's call, under that call's access.
 * No menu entry: it is reached only from a link.
 */
export const downloadsFeature = /* @__PURE__ */ declareFeature({
  name: 'downloads',
  prefixes: ['/download'],
  access: { mode: 'STORE' },
  apps: ['portal'],
  menu: [],
});
