import { declareFeature } from '@seller-portal/contracts/core';

/** Mobile configs (§2.4, §3): each page and call needs the INTERNAL_MOBILE-CONFIG_ code of what it does (§6). */
export const mobileConfigsFeature = /* @__PURE__ */ declareFeature({
  name: 'mobile-configs',
  prefixes: ['/mobile-config'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_MOBILE-CONFIG_VIEW'] },
  apps: ['portal', 'console'],
  actions: {
    add: { codes: ['INTERNAL_MOBILE-CONFIG_ADD'] },
    update: { codes: ['INTERNAL_MOBILE-CONFIG_UPDATE'] },
    delete: { codes: ['INTERNAL_MOBILE-CONFIG_DELETE'] },
  },
  menu: [{ code: 'mobile-config', labelKey: 'menu.mobileConfig', to: '/mobile-config', position: 140 }],
  shortcuts: [{ labelKey: 'mobileConfig', to: '/mobile-config', position: 140 }],
});
