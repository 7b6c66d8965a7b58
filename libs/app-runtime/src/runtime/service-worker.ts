/** §7 the service worker lives at a fixed root-level path (served by the portal build). */
export const serviceWorkerPath = '/service-worker.js';
/** The message a waiting worker gets to take over at once. */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;
/** §9 the helper waits this long before reporting a waiting worker. */
export const waitingReportDelayMs = 200;

type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

export interface ServiceWorkerOptions {
  container: Container | undefined;
  reload: () => void;
  path?: string;
}

/**
 * §4.11: registers the worker; a new worker that is waiting is told to skip waiting; when it takes control
 * the page reloads once. The first install (no controller yet) takes control without a reload.
 */
export async function registerServiceWorker({ container, reload, path = serviceWorkerPath }: ServiceWorkerOptions): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });

  const registration = await container.register(path, { scope: '/' });
  const skipWaiting = (worker: ServiceWorker | null) => {
    if (!worker) return;
    setTimeout(() => worker.postMessage(skipWaitingMessage), waitingReportDelayMs);
  };
  if (registration.waiting && container.controller) skipWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed while another worker controls the page: an update is waiting.
      if (installing.state === 'installed' && container.controller) skipWaiting(registration.waiting ?? installing);
    });
  });
  return registration;
}
