import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/**
 * The chat pages (§2.3), under one layout that holds the store's chat: the list and its rooms, the templates,
 * the review reminder and the deep links. Route ids are the §2.3 route names. Their metadata comes from the manifest.
 */
export const routes: FeatureModuleExports['routes'] = [
  {
    path: 'conversations',
    lazy: async () => ({ Component: (await import('./pages/ChatLayout')).ChatLayout }),
    children: [
      { index: true, id: 'conversations', lazy: async () => ({ Component: (await import('./pages/ConversationsPage')).ConversationsPage }) },
      { path: 'setting', id: 'conversationsSettings', lazy: async () => ({ Component: (await import('./pages/TemplatesPage')).TemplatesPage }) },
      {
        path: 'review-reminder',
        id: 'conversationReviewReminder',
        lazy: async () => ({ Component: (await import('./pages/ReviewReminderPage')).ReviewReminderPage }),
      },
      { path: 'routing/:type', id: 'conversationsRouting', lazy: async () => ({ Component: (await import('./pages/RoutingPage')).RoutingPage }) },
      { path: ':roomId', id: 'conversationsActiveRoom', lazy: async () => ({ Component: (await import('./pages/ConversationsPage')).ConversationsPage }) },
    ],
  },
];
