// The service worker's registration, a chunk of its own: it runs only once the page has loaded, so the first page
// does not carry it.
export { registerServiceWorker } from '@seller-portal/app-runtime';
