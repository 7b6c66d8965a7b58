import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { categoryTreeFeature } from '@seller-portal/contracts/category-tree';

/** The pages of contracts' `categoryTreeFeature`: The catalog's product category tree kept by internal staff: add, rename and deactivate categories */
export const categoryTreeManifest = defineFeatureManifest(categoryTreeFeature, {
  routes: [{ path: 'category-tree' }],
  load: async () => (await import('./routes')).categoryTreeRoutes(),
});
