import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { cmsCalls, type CmsBilingualContent, type CmsLanguage, type CmsStaffPage } from '@seller-portal/contracts/education';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The CMS queries' keys: visitors' pages by where they are read from, and the staff's list, pages, previews and revisions. */
export const cmsKeys = queryKeysFactory('cms');

/** Published pages change rarely: a visitor's page is kept five minutes. */
const visitorStaleTime = 5 * 60_000;

export function cmsContentQuery(client: ApiClient, code: string, language: CmsLanguage) {
  return queryOptions({
    queryKey: cmsKeys.one('content', { code, language }),
    queryFn: ({ signal }) => client.call(cmsCalls.content, { params: { code }, query: { language }, signal }),
    staleTime: visitorStaleTime,
    retry: false,
  });
}

export function commonPagesQuery(client: ApiClient, language: CmsLanguage) {
  return queryOptions({
    queryKey: cmsKeys.one('common-pages', language),
    queryFn: ({ signal }) => client.call(cmsCalls.commonPages, { query: { language }, signal }),
    staleTime: visitorStaleTime,
  });
}

export function commonPageQuery(client: ApiClient, page: string, language: CmsLanguage) {
  return queryOptions({
    queryKey: cmsKeys.one('common-page', { page, language }),
    queryFn: ({ signal }) => client.call(cmsCalls.commonPage, { params: { page }, query: { language }, signal }),
    staleTime: visitorStaleTime,
    retry: false,
  });
}

export function activeTextQuery(client: ApiClient, code: string, language: CmsLanguage) {
  return queryOptions({
    queryKey: cmsKeys.one('active-text', { code, language }),
    queryFn: ({ signal }) => client.call(cmsCalls.activeText, { params: { code }, query: { language }, signal }),
    staleTime: visitorStaleTime,
    retry: false,
  });
}

export function staffPagesQuery(client: ApiClient) {
  return queryOptions({ queryKey: cmsKeys.list('staff'), queryFn: ({ signal }) => client.call(cmsCalls.list, { signal }) });
}

export function staffPageQuery(client: ApiClient, code: string) {
  return queryOptions({ queryKey: cmsKeys.detail(code), queryFn: ({ signal }) => client.call(cmsCalls.detail, { params: { code }, signal }), retry: false });
}

export function previewQuery(client: ApiClient, code: string, language: CmsLanguage, version: number) {
  return queryOptions({
    queryKey: cmsKeys.one('preview', { code, language, version }),
    queryFn: ({ signal }) => client.call(cmsCalls.preview, { params: { code }, query: { language }, signal }),
  });
}

export function revisionsQuery(client: ApiClient, code: string, version: number) {
  return queryOptions({
    queryKey: cmsKeys.one('revisions', { code, version }),
    queryFn: ({ signal }) => client.call(cmsCalls.revisions, { params: { code }, signal }),
  });
}

/** A change to a page: its draft saved, published or unpublished, each from the version the editor opened. */
export type CmsChange = { code: string; version: number } & (
  { action: 'save'; content: CmsBilingualContent } | { action: 'publish' } | { action: 'unpublish' }
);

/** Saves a change; every CMS query (the staff's and the visitors') loads again before the page reacts. */
export function useCmsChange(reactions: { onSuccess?: (page: CmsStaffPage, change: CmsChange) => unknown; onError?: (error: Error) => unknown } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CmsChange) => {
      const params = { code: change.code };
      if (change.action === 'save') return client.call(cmsCalls.saveDraft, { params, body: { version: change.version, content: change.content } });
      return client.call(change.action === 'publish' ? cmsCalls.publish : cmsCalls.unpublish, { params, body: { version: change.version } });
    },
    // The mutation's own callbacks: they run even though the editor showing the old version has gone by then.
    onSuccess: async (page, change) => {
      queryClient.setQueryData(cmsKeys.detail(page.code), page);
      await reactions.onSuccess?.(page, change);
      await queryClient.invalidateQueries({ queryKey: cmsKeys.all });
    },
    onError: (error) => reactions.onError?.(error),
  });
}
