import type { SellerAnnouncement } from '@seller-portal/contracts/announcements';

/** The announcements the queue's entries stand for, by code (the queue itself holds codes only, §4.8). */
const announcements = new Map<string, SellerAnnouncement>();

export function rememberAnnouncements(list: readonly SellerAnnouncement[]): void {
  for (const announcement of list) announcements.set(announcement.code, announcement);
}

export function rememberedAnnouncement(code: string): SellerAnnouncement | undefined {
  return announcements.get(code);
}
