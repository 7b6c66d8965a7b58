import { roomIdOf } from './room-list';

/**
 * §2.3 /conversations/routing/:type: where a deep link from a notification or another module leads.
 * `room` opens a customer's room (with its pickup point for MPP stores), `unread` the unread list, `setting` the
 * templates, `review-reminder` the reminders; anything else, or a room without a customer, the list.
 */
export function routingTarget(type: string | undefined, search: URLSearchParams): string {
  switch (type) {
    case 'room': {
      const customerId = search.get('customerId')?.trim() || search.get('roomId')?.trim();
      if (!customerId) return '/conversations';
      const roomId = search.get('roomId')?.trim() || roomIdOf(customerId, search.get('pickupPointCode')?.trim());
      return `/conversations/${encodeURIComponent(roomId)}`;
    }
    case 'unread':
      return '/conversations?filter=unread';
    case 'setting':
    case 'template':
      return '/conversations/setting?tab=chat_template';
    case 'review-reminder':
      return '/conversations/review-reminder';
    default:
      return '/conversations';
  }
}
