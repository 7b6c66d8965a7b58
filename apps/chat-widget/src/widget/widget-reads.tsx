import { shouldRetryQuery, type ApiClient } from '@seller-portal/api-client';
import type { AppConfig, Session } from '@seller-portal/contracts/core';
import { fetchAppConfig, fetchSession } from '@seller-portal/session-guard';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** Where a read stands: asked (pending), answered (success) or failed after its retries (error). */
export interface ReadState<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
}

/**
 * One answer the widget reads when it opens, and who watches it. The widget is one view that reads its session and
 * the app config once, so it reads them with the portal's own calls (`fetchSession`, `fetchAppConfig`) and the
 * portal's retry rule, without a query cache: TanStack Query stays out of the widget's first open.
 */
export interface WidgetRead<T> {
  get(): ReadState<T>;
  subscribe(listener: () => void): () => void;
  /** Asks (again): the first read, the retry button. */
  load(): void;
  /** The answer as known now, without asking (a call met a 401: the visitor is signed out). */
  set(data: T): void;
}

/** The wait before the n-th retry: 1 s, 2 s, 4 s … as the portal's query client waits. */
function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createRead<T>(fetch: (signal: AbortSignal) => Promise<T>, initial?: { data: T }): WidgetRead<T> {
  let state: ReadState<T> = initial ? { status: 'success', data: initial.data } : { status: 'pending', data: undefined };
  let current: AbortController | null = null;
  const listeners = new Set<() => void>();
  const change = (next: ReadState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const attempt = async (controller: AbortController, failureCount: number): Promise<void> => {
    try {
      const data = await fetch(controller.signal);
      if (current === controller) change({ status: 'success', data });
    } catch (error) {
      if (current !== controller) return;
      if (!shouldRetryQuery(failureCount, error)) return change({ status: 'error', data: state.data });
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(failureCount)));
      if (current === controller) await attempt(controller, failureCount + 1);
    }
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load() {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      if (state.status !== 'pending') change({ status: 'pending', data: state.data });
      void attempt(controller, 0);
    },
    set(data) {
      current?.abort();
      current = null;
      change({ status: 'success', data });
    },
  };
}

/** The widget's two reads: whether the visitor is signed in (GET session), and the app config (§9). */
export interface WidgetReads {
  session: WidgetRead<Session | null>;
  config: WidgetRead<AppConfig>;
}

/** The reads through `client`; `answered` gives answers already known (tests), which are then not asked. */
export function createWidgetReads(client: ApiClient, answered: { session?: Session | null; config?: AppConfig } = {}): WidgetReads {
  const reads: WidgetReads = {
    session: createRead((signal) => fetchSession(client, signal), 'session' in answered ? { data: answered.session ?? null } : undefined),
    config: createRead((signal) => fetchAppConfig(client, signal), answered.config ? { data: answered.config } : undefined),
  };
  if (!('session' in answered)) reads.session.load();
  if (!answered.config) reads.config.load();
  return reads;
}

const ReadsContext = createContext<WidgetReads | null>(null);

export function WidgetReadsProvider({ reads, children }: { reads: WidgetReads; children: ReactNode }) {
  return <ReadsContext.Provider value={reads}>{children}</ReadsContext.Provider>;
}

/** A read's state, followed as it changes. */
function useRead<T>(pick: (reads: WidgetReads) => WidgetRead<T>) {
  const reads = useContext(ReadsContext);
  if (!reads) throw new Error('The widget reads need a WidgetReadsProvider above them');
  const read = pick(reads);
  const state = useSyncExternalStore(read.subscribe, read.get);
  return { ...state, isPending: state.status === 'pending', isError: state.status === 'error', isSuccess: state.status === 'success', refetch: read.load };
}

export const useWidgetSession = () => useRead((reads) => reads.session);
export const useWidgetConfig = () => useRead((reads) => reads.config);
