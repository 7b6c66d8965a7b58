import { declareFeature } from '@seller-portal/contracts/core';

/** The API center (§2.4 /api-center, INTERNAL_SELLER-API-CENTER; the §2.6 route permission `api_center`). */
export const apiCenterFeature = /* @__PURE__ */ declareFeature({
  name: 'api-center',
  prefixes: ['/api-center'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_SELLER-API-CENTER'] },
  apps: ['portal', 'console'],
  menu: [{ code: 'api-center', labelKey: 'menu.apiCenter', to: '/api-center', position: 130 }],
  shortcuts: [{ labelKey: 'apiCenter', to: '/api-center', position: 130 }],
});
