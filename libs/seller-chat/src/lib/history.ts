import type { ChatMessage } from '@seller-portal/chat-core';

export type HistoryEntry = { kind: 'day'; key: string; day: number } | { kind: 'message'; key: string; message: ChatMessage };

function startOfDay(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** The history with a day heading before the first message of each day (messages come oldest first). */
export function withDayHeadings(messages: readonly ChatMessage[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let lastDay: number | null = null;
  for (const message of messages) {
    const day = startOfDay(message.createdDate);
    if (day !== lastDay) {
      entries.push({ kind: 'day', key: `day-${day}`, day });
      lastDay = day;
    }
    entries.push({ kind: 'message', key: message.clientMessageId, message });
  }
  return entries;
}

/** 'today', 'yesterday' or null (a date) for a day heading. */
export function dayName(day: number, now: number): 'today' | 'yesterday' | null {
  const today = startOfDay(now);
  if (day === today) return 'today';
  if (day === startOfDay(today - 1)) return 'yesterday';
  return null;
}
