import { queryKeysFactory, useApiClient } from '@seller-portal/api-client';
import type { SavedView, SavedViewRequest, savedViewCallsOf } from '@seller-portal/contracts/saved-views';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's view calls, as its domain declares them (`savedViewCallsOf`: contracts' `orderSavedViewCalls`, …). */
export type SavedViewCalls = Pick<ReturnType<typeof savedViewCallsOf>, 'list' | 'create' | 'setDefault' | 'remove'>;

export interface SavedViewsOptions {
  calls: SavedViewCalls;
  /**
   * What of the address a view keeps: the list's filters and sort in a stable form (blanks and defaults left out), the
   * same for the same list however the address spells it. A view is saved as this, applied as this, and is the list's
   * current view when the address gives the same.
   */
  filtersOf: (params: URLSearchParams) => Record<string, string>;
  /** Whether the address already says what to list, so the default view does not apply (by default: it holds filters). */
  addressChooses?: (params: URLSearchParams) => boolean;
  /** Called as a view is applied from the menu (a list clears its selection). */
  onApplied?: () => void;
  /** A failed call's text, in the page's language. */
  errorText: (error: unknown) => string;
  /** The toast once a view is saved. */
  savedText: (name: string) => string;
  /** The views a person may keep of the list. */
  limit: number;
  /** Shows the toast (the page's `useToast().show`). */
  toast: (message: string) => void;
}

/** What a list page needs of its views: the props of ui's `SavedViewsMenu`, and whether the list waits for the default. */
export interface SavedViewsState {
  /** Until the default view is known (and, when there is one, written into the address), the list is not asked for. */
  awaitingDefault: boolean;
  menu: {
    views: readonly SavedView[];
    defaultViewId: string | null;
    currentViewId: string | null;
    canShare: boolean;
    limit: number;
    error: string | null;
    busy: boolean;
    onOpen: () => void;
    onApply: (id: string) => void;
    onSave: (view: { name: string; shared: boolean; makeDefault: boolean }) => Promise<boolean>;
    onSetDefault: (id: string | null) => void;
    onDelete: (id: string) => void;
  };
}

const sameFilters = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list's saved views over its address: the list opened with nothing in its address opens on the person's default
 * view (its filters written into the address, so a reload or a link shows the same list; what else the address holds
 * stays), and an address with filters wins over the default; the menu's save, apply, default and delete, each failure
 * said in the menu. One cache entry per list (its calls' path); saving and deleting read the views again, a new
 * default is the answer.
 */
export function useSavedViews(options: SavedViewsOptions): SavedViewsState {
  const { calls, filtersOf, errorText } = options;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const keys = queryKeysFactory('saved-views', calls.list.path);
  const views = useQuery({ queryKey: keys.all, queryFn: ({ signal }) => client.call(calls.list, { signal }), staleTime: 60_000 });
  const reload = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const save = useMutation({ mutationFn: (body: SavedViewRequest) => client.call(calls.create, { body }), onSuccess: reload });
  const setDefault = useMutation({
    mutationFn: (viewId: string | null) => client.call(calls.setDefault, { body: { viewId } }),
    onSuccess: (answer) => queryClient.setQueryData(keys.all, answer),
  });
  const remove = useMutation({ mutationFn: (viewId: string) => client.call(calls.remove, { params: { viewId } }), onSuccess: reload });
  const [error, setError] = useState<string | null>(null);

  const [defaultChecked, setDefaultChecked] = useState(() => (options.addressChooses ?? ((address) => Object.keys(filtersOf(address)).length > 0))(params));
  const awaitingDefault = !defaultChecked && (views.isPending || Boolean(views.data?.defaultViewId));
  useEffect(() => {
    if (defaultChecked || views.isPending) return;
    setDefaultChecked(true);
    const chosen = views.data?.views.find((view) => view.id === views.data.defaultViewId);
    if (!chosen) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(filtersOf(new URLSearchParams(chosen.filters)));
        for (const [key, value] of current) if (!next.has(key)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
    // The default is applied once, when the views are first known.
  }, [defaultChecked, views.isPending, views.data, setParams]);

  const current = filtersOf(params);
  const list = views.data;
  const viewOf = (id: string) => list?.views.find((view) => view.id === id);
  return {
    awaitingDefault,
    menu: {
      views: list?.views ?? [],
      defaultViewId: list?.defaultViewId ?? null,
      currentViewId: list?.views.find((view) => sameFilters(filtersOf(new URLSearchParams(view.filters)), current))?.id ?? null,
      canShare: list?.canShare ?? false,
      limit: options.limit,
      error,
      busy: save.isPending || setDefault.isPending || remove.isPending,
      onOpen: () => setError(null),
      onApply: (id) => {
        const view = viewOf(id);
        if (!view) return;
        options.onApplied?.();
        setParams(new URLSearchParams(filtersOf(new URLSearchParams(view.filters))), { replace: true });
      },
      onSave: async ({ name, shared, makeDefault }) => {
        setError(null);
        try {
          await save.mutateAsync({ name, shared, makeDefault, filters: current });
          options.toast(options.savedText(name.trim()));
          return true;
        } catch (failure) {
          setError(errorText(failure));
          return false;
        }
      },
      onSetDefault: (id) => setDefault.mutate(id, { onError: (failure) => setError(errorText(failure)) }),
      onDelete: (id) => remove.mutate(id, { onError: (failure) => setError(errorText(failure)) }),
    },
  };
}
