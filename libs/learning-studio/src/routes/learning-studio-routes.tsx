import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The authoring pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function learningStudioRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'learning-studio', lazy: async () => ({ Component: (await import('../components/StudioListPage')).StudioListPage }) },
      { path: 'learning-studio/articles/new', lazy: async () => ({ Component: (await import('../components/ArticleEditorPage')).ArticleCreatePage }) },
      { path: 'learning-studio/articles/:id', lazy: async () => ({ Component: (await import('../components/ArticleEditorPage')).ArticleEditPage }) },
      { path: 'learning-studio/videos/new', lazy: async () => ({ Component: (await import('../components/VideoEditorPage')).VideoCreatePage }) },
      { path: 'learning-studio/videos/:id', lazy: async () => ({ Component: (await import('../components/VideoEditorPage')).VideoEditPage }) },
    ],
  };
}
