import { lazy } from 'react';

export { notificationsManifest } from './manifest';
export { notificationsResources } from './i18n/resources';

/**
 * The header's notification bell, a chunk of its own (the first page never carries it): the portal hands it to the
 * shell's header for STORE sessions. Needs a `RealtimeProvider` above it.
 */
export const NotificationBell = lazy(() => import('./components/NotificationBell'));
