import { ApiError, networkErrorCode, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { type Page } from '@seller-portal/contracts/accounts';
import {
  announcementCalls,
  announcementPaths,
  announcementReportFileName,
  type Announcement,
  type AnnouncementCreateRequest,
  type AnnouncementDownloadType,
  type AnnouncementFilterRequest,
  type AnnouncementHistoryQuery,
  type AnnouncementUpdateRequest,
} from '@seller-portal/contracts/announcements';
import { requestDefaults } from '@seller-portal/contracts/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The management queries' keys (lists, details, `history`, `banners`); invalidate through them, never with literals. */
export const announcementKeys = queryKeysFactory('announcements', 'management');

/** POST filter: a page of announcements (§7), narrowed by keyword, type and status. */
export function fetchAnnouncements(client: ApiClient, filter: AnnouncementFilterRequest, signal?: AbortSignal): Promise<Page<Announcement>> {
  return client.call(announcementCalls.filter, { body: filter, signal });
}

export function announcementListQuery(client: ApiClient, filter: AnnouncementFilterRequest) {
  return queryOptions({
    queryKey: announcementKeys.list(filter),
    queryFn: ({ signal }) => fetchAnnouncements(client, filter, signal),
    // The next page keeps the current one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * One announcement by code for the management pages: the filter narrowed by the code, the exact code picked
 * (filter/code is the seller's call and answers only what is addressed to the caller's store).
 */
export async function fetchAnnouncement(client: ApiClient, code: string, signal?: AbortSignal): Promise<Announcement> {
  const page = await fetchAnnouncements(client, { keyword: code, page: 0, size: 100 }, signal);
  const found = page.content.find((announcement) => announcement.code === code);
  if (!found) throw new ApiError({ httpStatus: 404, errorCode: 'ANNOUNCEMENT_NOT_FOUND', errorMessage: null });
  return found;
}

export function announcementQuery(client: ApiClient, code: string) {
  return queryOptions({ queryKey: announcementKeys.detail(code), queryFn: ({ signal }) => fetchAnnouncement(client, code, signal) });
}

/** The running announcements that have a banner, in their banner order (the dashboard's order). */
export async function fetchBanners(client: ApiClient, signal?: AbortSignal): Promise<Announcement[]> {
  const page = await fetchAnnouncements(client, { status: 'RUNNING', page: 0, size: 100 }, signal);
  return page.content
    .filter((announcement) => announcement.bannerImageUrl !== null)
    .sort((a, b) => (a.bannerOrder ?? Number.MAX_SAFE_INTEGER) - (b.bannerOrder ?? Number.MAX_SAFE_INTEGER) || b.startTime - a.startTime);
}

export function bannersQuery(client: ApiClient) {
  return queryOptions({ queryKey: announcementKeys.named('banners'), queryFn: ({ signal }) => fetchBanners(client, signal) });
}

/** The history call's query with its page spelled out. */
export type HistoryPageQuery = Omit<AnnouncementHistoryQuery, 'page' | 'size'> & { page: number; size: number };

/** GET history/announcement/filter: the audit log of one announcement (or of the banner order), newest first. */
export function historyQuery(client: ApiClient, query: HistoryPageQuery) {
  return queryOptions({
    queryKey: announcementKeys.one('history', query),
    queryFn: ({ signal }) => client.call(announcementCalls.history, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// ── Mutations: each reloads every management query before the page reacts ──

/** What a page does once a change is saved (a toast, a navigation); the cache is the api module's. */
interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

function useAnnouncementChange<V, T>(change: (client: ApiClient, variables: V) => Promise<T>, reactions: Reactions<T>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(client, variables),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: announcementKeys.all });
      await reactions.onSuccess?.(data);
    },
    onError: reactions.onError,
  });
}

/** A new announcement, or (with its `code`) the whole of an existing one again. */
export function useSaveAnnouncement(reactions: Reactions<Announcement> = {}) {
  return useAnnouncementChange(
    (client, save: { create: AnnouncementCreateRequest } | { update: AnnouncementUpdateRequest }) =>
      'create' in save ? client.call(announcementCalls.create, { body: save.create }) : client.call(announcementCalls.update, { body: save.update }),
    reactions,
  );
}

/** Ends an announcement for every seller at once. */
export function useStopAnnouncement(code: string, reactions: Reactions<Announcement> = {}) {
  return useAnnouncementChange((client) => client.call(announcementCalls.internalStop, { query: { code } }), reactions);
}

/** The banners' order on the dashboard: the announcements that have one, in order. */
export function useSaveBannerOrder(reactions: Reactions<Announcement[]> = {}) {
  return useAnnouncementChange((client, codes: string[]) => client.call(announcementCalls.bannerOrder, { body: { codes } }), reactions);
}

/**
 * GET download (`announcementCalls.download`): the per-seller report as a file. The answer is binary when it works
 * and the §3 envelope when it does not, which `client.call` (JSON answers) cannot carry, so it is fetched here (with
 * the session cookie) rather than followed as a link, and a failure is an `ApiError` like any other.
 */
export async function downloadReport(
  code: string,
  downloadType: AnnouncementDownloadType,
  fetchImpl: typeof fetch = fetch,
): Promise<{ blob: Blob; fileName: string }> {
  const url = `${announcementPaths.download}?${new URLSearchParams({ ...requestDefaults, requestId: String(Date.now()), code, downloadType })}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiError({ httpStatus: 0, errorCode: networkErrorCode, errorMessage: null, cause });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; errorMessage?: string; requestId?: string } | null;
    throw new ApiError({
      httpStatus: response.status,
      errorCode: body?.errorCode ?? `HTTP_${response.status}`,
      errorMessage: body?.errorMessage ?? null,
      requestId: body?.requestId ?? null,
    });
  }
  return { blob: await response.blob(), fileName: announcementReportFileName(code, downloadType) };
}

/** The report as a file handed to the browser; it changes nothing, so nothing loads again. */
export function useDownloadReport(code: string, reactions: Reactions<{ blob: Blob; fileName: string }> = {}) {
  return useMutation({
    mutationFn: (downloadType: AnnouncementDownloadType) => downloadReport(code, downloadType),
    onSuccess: async (file) => {
      saveFile(file.blob, file.fileName);
      await reactions.onSuccess?.(file);
    },
    onError: reactions.onError,
  });
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
