import { describe, expect, it } from 'vitest';
import { routingTarget } from './routing';

describe('chat deep links (/conversations/routing/:type)', () => {
  it.each([
    { name: 'a customer room', type: 'room', query: 'customerId=C-1', expected: '/conversations/C-1' },
    { name: 'an MPP room', type: 'room', query: 'customerId=C-1&pickupPointCode=PP-02', expected: '/conversations/C-1_PP-02' },
    { name: 'a room by its id', type: 'room', query: 'roomId=C-1_PP-02', expected: '/conversations/C-1_PP-02' },
    { name: 'a room without a customer', type: 'room', query: '', expected: '/conversations' },
    { name: 'an id that needs escaping', type: 'room', query: 'customerId=a%2Fb', expected: '/conversations/a%2Fb' },
    { name: 'the unread list', type: 'unread', query: '', expected: '/conversations?filter=unread' },
    { name: 'the templates', type: 'setting', query: '', expected: '/conversations/setting?tab=chat_template' },
    { name: 'the review reminder', type: 'review-reminder', query: '', expected: '/conversations/review-reminder' },
    { name: 'an unknown type', type: 'whatever', query: 'customerId=C-1', expected: '/conversations' },
    { name: 'no type', type: undefined, query: '', expected: '/conversations' },
  ])('$name', ({ type, query, expected }) => {
    expect(routingTarget(type, new URLSearchParams(query))).toBe(expected);
  });
});
