import type { RouteHandle } from '@seller-portal/session-guard';
import { DashboardPage } from '../dashboard/DashboardPage';

export const Component = DashboardPage;
export const handle: RouteHandle = { meta: { resetScroll: true } };
