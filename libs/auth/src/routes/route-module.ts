import type { RouteHandle } from '@seller-portal/app-runtime';
import type { ComponentType } from 'react';

/** What a lazy route module gives the router: its component and its §2.6 metadata. */
export interface LazyRouteModule {
  Component: ComponentType;
  handle: RouteHandle;
}
