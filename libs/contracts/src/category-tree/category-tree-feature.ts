import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The catalog's product category tree (§7 `/backend/category`, §9 catalog 10001) kept by internal staff
 * (INTERNAL_CATEGORY): add a category under another or at the root, rename it in Indonesian and English, deactivate it
 * (no longer offered for products, which keep it) or activate it again, and delete one no product uses; each change
 * in the audit log.
 */
export const categoryTreeFeature = /* @__PURE__ */ declareFeature({
  name: 'category-tree',
  prefixes: ['/category-tree'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_CATEGORY'] },
  apps: ['portal', 'console'],
  menu: [{ code: 'category-tree', labelKey: 'menu.categoryTree', to: '/category-tree', position: 67 }],
});
