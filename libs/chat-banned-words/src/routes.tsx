import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The chat-banned-words pages (paths relative to the app root; their metadata comes from the manifest). */
export function chatBannedWordsRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'chat-banned-word', lazy: async () => ({ Component: (await import('./ChatBannedWordsPage')).ChatBannedWordsPage }) }] };
}
