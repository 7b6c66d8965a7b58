import { postForm, queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  learningAssetField,
  learningStudioCalls as calls,
  learningStudioPaths,
  type LearningArticleDraft,
  type LearningCategoryRename,
  type LearningCategoryRequest,
  type LearningAsset,
  type LearningContentState,
  type LearningPublishRequest,
  type LearningStudioArticle,
  type LearningStudioCategory,
  type LearningStudioVideo,
  type LearningVideoDraft,
} from '@seller-portal/contracts/education';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The authoring queries' keys (`article`/`video` lists and details, `categories`); invalidate through them, never with literals. */
export const learningStudioKeys = queryKeysFactory('learning-studio');

export interface StudioListFilter {
  state: LearningContentState | null;
  keyword: string;
  page: number;
}

export const studioPageSize = 20;

const listQuery = (filter: StudioListFilter) => ({
  ...(filter.state && { state: filter.state }),
  ...(filter.keyword && { keyword: filter.keyword }),
  page: filter.page,
  size: studioPageSize,
});

export function articleListQuery(client: ApiClient, filter: StudioListFilter) {
  return queryOptions({
    queryKey: learningStudioKeys.list({ type: 'articles', ...filter }),
    queryFn: ({ signal }) => client.call(calls.articles, { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function videoListQuery(client: ApiClient, filter: StudioListFilter) {
  return queryOptions({
    queryKey: learningStudioKeys.list({ type: 'videos', ...filter }),
    queryFn: ({ signal }) => client.call(calls.videos, { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

export function articleQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: learningStudioKeys.detail(`article:${id}`),
    queryFn: ({ signal }) => client.call(calls.article, { params: { id }, signal }),
  });
}

export function videoQuery(client: ApiClient, id: string) {
  return queryOptions({ queryKey: learningStudioKeys.detail(`video:${id}`), queryFn: ({ signal }) => client.call(calls.video, { params: { id }, signal }) });
}

export function categoriesQuery(client: ApiClient) {
  return queryOptions({ queryKey: learningStudioKeys.named('categories'), queryFn: ({ signal }) => client.call(calls.categories, { signal }) });
}

/** A draft saved (created when it has no id yet), then, when `publish` is given, published from the version just saved. */
export interface ArticleSave {
  id: string | null;
  version: number | null;
  draft: LearningArticleDraft;
  publish?: Omit<LearningPublishRequest, 'version'>;
}

export function useSaveArticle(onSaved: (article: LearningStudioArticle) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version, draft, publish }: ArticleSave) => {
      const saved =
        id && version
          ? await client.call(calls.updateArticle, { params: { id }, body: { ...draft, version } })
          : await client.call(calls.createArticle, { body: draft });
      if (!publish) return saved;
      return client.call(calls.publishArticle, { params: { id: saved.id }, body: { ...publish, version: saved.version } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningStudioKeys.all }),
    onSuccess: onSaved,
  });
}

export function useUnpublishArticle(onDone: (article: LearningStudioArticle) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => client.call(calls.unpublishArticle, { params: { id }, body: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningStudioKeys.all }),
    onSuccess: onDone,
  });
}

export interface VideoSave {
  id: string | null;
  version: number | null;
  draft: LearningVideoDraft;
  publish?: Omit<LearningPublishRequest, 'version'>;
}

export function useSaveVideo(onSaved: (video: LearningStudioVideo) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, version, draft, publish }: VideoSave) => {
      const saved =
        id && version
          ? await client.call(calls.updateVideo, { params: { id }, body: { ...draft, version } })
          : await client.call(calls.createVideo, { body: draft });
      if (!publish) return saved;
      return client.call(calls.publishVideo, { params: { id: saved.id }, body: { ...publish, version: saved.version } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningStudioKeys.all }),
    onSuccess: onSaved,
  });
}

export function useUnpublishVideo(onDone: (video: LearningStudioVideo) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => client.call(calls.unpublishVideo, { params: { id }, body: { version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningStudioKeys.all }),
    onSuccess: onDone,
  });
}

/** Sends an article image as multipart (§7 `edu/asset`; the API client speaks JSON only); rejects with the §8 code as the calls do. */
async function uploadAsset(file: File): Promise<LearningAsset> {
  const form = new FormData();
  form.append(learningAssetField, file, file.name);
  return postForm<LearningAsset>(learningStudioPaths.asset, form);
}

/** An image upload; `upload` carries the file and whatever the page needs to place it once it is kept. */
export function useUploadAsset<U extends { file: File }>(onUploaded: (asset: LearningAsset, upload: U) => unknown) {
  return useMutation({ mutationFn: (upload: U) => uploadAsset(upload.file), onSuccess: onUploaded });
}

/** A new category (last in order), or new names of one (`code` given): the category list loads again after. */
export function useSaveCategory(onSaved: (category: LearningStudioCategory) => unknown) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { create: LearningCategoryRequest } | { code: string; rename: LearningCategoryRename }) =>
      'create' in save
        ? client.call(calls.createCategory, { body: save.create })
        : client.call(calls.renameCategory, { params: { code: save.code }, body: save.rename }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningStudioKeys.named('categories') }),
    onSuccess: onSaved,
  });
}
