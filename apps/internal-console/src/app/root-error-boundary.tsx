import { createRootErrorBoundary } from '@seller-portal/app-runtime';

export const RootErrorBoundary = createRootErrorBoundary(() => import('../routes/error').then((module) => module.ErrorPage));
