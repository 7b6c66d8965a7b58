import type { ReactNode } from 'react';
import { FailureStatus, LoadingStatus } from './AuditTrail';

/**
 * The part of a query's result (TanStack Query's `useQuery`) the states read: a structural type, so the design
 * system does not load the query library.
 */
export interface QueryStatesQuery<T, E> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: E | null;
  refetch: () => unknown;
}

export interface QueryStatesProps<T, E> {
  query: QueryStatesQuery<T, E>;
  /** The text of the failed call (the §8 text of its code). */
  errorText: (error: E) => string;
  /** Whether the failure offers Try again (asks again); true by default. */
  retry?: boolean;
  /** What shows when the data is empty; without it, the data always goes to `children`. */
  empty?: ReactNode;
  /** Whether the data is empty: by default, an array with no item. */
  isEmpty?: (data: T) => boolean;
  /** What shows of the data. */
  children: (data: T) => ReactNode;
}

const noItem = (data: unknown) => Array.isArray(data) && data.length === 0;

/** A query's states where its data will show: loading, failed (with Try again), empty, or the data. */
export function QueryStates<T, E>({ query, errorText, retry = true, empty, isEmpty = noItem, children }: QueryStatesProps<T, E>) {
  if (query.isPending) return <LoadingStatus />;
  if (query.isError) return <FailureStatus text={errorText(query.error as E)} onRetry={retry ? () => void query.refetch() : undefined} />;
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
