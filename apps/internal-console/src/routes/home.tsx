import type { RouteHandle } from '@seller-portal/app-runtime';
import { HomePage } from '../console/HomePage';

export const Component = HomePage;
export const handle: RouteHandle = { meta: { resetScroll: true } };
