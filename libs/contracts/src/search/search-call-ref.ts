import type { CallRef } from '@seller-portal/contracts/core';
import type { searchCalls } from './search';

/**
 * The palette's search as the palette makes it (a `CallRef`: its method and path, typed by `searchCalls.search`), so
 * the palette's chunk loads no schema library; `all/call-refs.test.ts` checks it against the declaration.
 */
export const searchCallRef: CallRef<typeof searchCalls.search> = { method: 'GET', path: '/backend/search' };
