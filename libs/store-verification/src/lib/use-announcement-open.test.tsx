import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modalSequenceChangesEvent, useAnnouncementOpen } from './use-announcement-open';

const change = (current: unknown) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(modalSequenceChangesEvent, { detail: { current, queue: current ? [current] : [] } }));
  });

describe('following the §4.8 modal queue from outside the announcements library', () => {
  it('says an announcement is open while the queue has a current modal, and closed once it is dequeued', () => {
    const { result } = renderHook(() => useAnnouncementOpen());
    expect(result.current).toBe(false);
    change({ code: 'AGREEMENT-2026', order: 1 });
    expect(result.current).toBe(true);
    change(null);
    expect(result.current).toBe(false);
  });
});
