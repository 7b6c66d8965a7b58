import { chatResponseWindowMs, storeDayOf } from '@seller-portal/contracts/analytics';

/** Who wrote when in a room; the rooms' messages come room by room, each room's in order. */
export interface TimelineMessage {
  roomId: string;
  senderType: string;
  createdAt: Date;
}

/** One store day's customer chats: how many began, how many the seller answered in time, and the time it took. */
export interface ChatResponseDay {
  chats: number;
  answered: number;
  /** The sum of the answered chats' response times, in ms. */
  responseMsTotal: number;
}

/**
 * The chat response figures per store day (WIB). A customer chat begins with a customer message that follows a
 * seller message or opens the room; it is answered when the seller's next message comes within the response window.
 * A chat still inside its window at `now` without an answer is not counted yet (the seller still has time).
 */
export function chatResponseByDay(timeline: readonly TimelineMessage[], now: Date, windowMs = chatResponseWindowMs): Map<string, ChatResponseDay> {
  const days = new Map<string, ChatResponseDay>();
  const dayOf = (at: Date) => {
    const key = storeDayOf(at);
    let day = days.get(key);
    if (!day) days.set(key, (day = { chats: 0, answered: 0, responseMsTotal: 0 }));
    return day;
  };
  let room: string | null = null;
  let previousSender: string | null = null;
  let chatStartedAt: Date | null = null;
  const close = (answerAt: Date | null) => {
    if (!chatStartedAt) return;
    const waited = (answerAt ?? now).getTime() - chatStartedAt.getTime();
    if (answerAt && waited <= windowMs) {
      const day = dayOf(chatStartedAt);
      day.chats += 1;
      day.answered += 1;
      day.responseMsTotal += waited;
    } else if (waited > windowMs) {
      dayOf(chatStartedAt).chats += 1;
    }
    chatStartedAt = null;
  };
  for (const message of timeline) {
    if (message.roomId !== room) {
      close(null);
      room = message.roomId;
      previousSender = null;
    }
    if (message.senderType === 'CUSTOMER') {
      if (previousSender !== 'CUSTOMER') chatStartedAt = message.createdAt;
    } else {
      close(message.createdAt);
    }
    previousSender = message.senderType;
  }
  close(null);
  return days;
}

/** Sums the days of a period; a rate is null when no chat began in it. */
export function chatResponseTotals(days: Iterable<ChatResponseDay>): { chats: number; answered: number; rate: number | null; averageMs: number | null } {
  let chats = 0;
  let answered = 0;
  let total = 0;
  for (const day of days) {
    chats += day.chats;
    answered += day.answered;
    total += day.responseMsTotal;
  }
  return { chats, answered, rate: chats ? answered / chats : null, averageMs: answered ? Math.round(total / answered) : null };
}
