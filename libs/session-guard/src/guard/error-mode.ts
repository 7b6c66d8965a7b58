import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import type { ErrorMode } from './route-access';

/** The error mode and the navigation it was set on. */
interface ErrorModeEntry {
  mode: ErrorMode;
  locationKey: string;
}

export const errorModeAtom = atom<ErrorModeEntry | null>(null);

/** §4.3 error modes 0, 403, 404, 500, 503 and 5011 (the app needs an update). */
export const errorModes: readonly ErrorMode[] = [0, 403, 404, 500, 503, 5011];

/** The mode as of a navigation: a mode set on another navigation is gone (reset at every navigation start). */
export function errorModeAt(entry: ErrorModeEntry | null, locationKey: string): ErrorMode {
  return entry && entry.locationKey === locationKey ? entry.mode : 0;
}

/** The error mode of a failed call: its HTTP status when a view exists for it, 500 for other server errors. */
export function errorModeForStatus(httpStatus: number): ErrorMode {
  if (httpStatus === 403 || httpStatus === 404 || httpStatus === 503) return httpStatus;
  if (httpStatus >= 500) return 500;
  return 0;
}

/** The current page's error mode (0 when none). */
export function useErrorMode(): ErrorMode {
  const { key } = useLocation();
  return errorModeAt(useAtomValue(errorModeAtom), key);
}

/** Sets the error mode of the current page; the shell then shows its view (§8) instead of the page. */
export function useSetErrorMode(): (mode: ErrorMode) => void {
  const { key } = useLocation();
  const set = useSetAtom(errorModeAtom);
  return useCallback((mode: ErrorMode) => set({ mode, locationKey: key }), [key, set]);
}
