import type { AnnouncementFilterRequest, AnnouncementHistoryQuery } from '@seller-portal/contracts';

/** One key factory for the management queries; invalidate through it, never with literals. */
export const announcementKeys = {
  all: ['announcements', 'management'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (filter: AnnouncementFilterRequest) => [...announcementKeys.lists(), filter] as const,
  details: () => [...announcementKeys.all, 'detail'] as const,
  detail: (code: string) => [...announcementKeys.details(), code] as const,
  histories: () => [...announcementKeys.all, 'history'] as const,
  history: (query: AnnouncementHistoryQuery) => [...announcementKeys.histories(), query] as const,
  banners: () => [...announcementKeys.all, 'banners'] as const,
};
