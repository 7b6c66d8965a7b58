import { useApiClient } from '@seller-portal/api-client';
import type { LearningReadingProgress } from '@seller-portal/contracts/education';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { readingProgressQuery, saveReadingProgress } from '../api/learning';

/** How far the reader has come through `element`: its bottom on screen is 100. */
export function readPercent(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 100;
  const seen = (viewportHeight - rect.top) / rect.height;
  return Math.max(0, Math.min(100, Math.round(seen * 100)));
}

// Saved when the reader passes another tenth (or the end), once they pause scrolling.
const step = 10;
const saveDelayMs = 800;

/**
 * The furthest point of the article the reader has reached, followed while they scroll and kept on the server for a
 * signed-in seller (`reader`): it starts from what they read before and never goes back.
 */
export function useReadingProgress(
  element: RefObject<HTMLElement | null>,
  slug: string,
  reader: string | null,
  saved: LearningReadingProgress | undefined,
  /** The article is drawn (`element` is on the page). */
  shown: boolean,
): number {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const sent = useRef(0);
  const furthest = Math.max(percent, saved?.percent ?? 0);

  useEffect(() => {
    sent.current = saved?.percent ?? 0;
  }, [slug, saved?.percent]);

  useEffect(() => {
    setPercent(0);
    if (!reader || !shown) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = element.current;
      if (!node) return;
      const next = readPercent(node.getBoundingClientRect(), window.innerHeight);
      setPercent((previous) => Math.max(previous, next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [element, reader, slug, shown]);

  // What is still to be kept: saved once the reader pauses, or at once when they leave the article.
  const pending = useRef<number | null>(null);
  const flush = useRef<() => void>(() => undefined);
  flush.current = () => {
    const due = pending.current;
    pending.current = null;
    if (!reader || due === null || due <= sent.current) return;
    sent.current = due;
    saveReadingProgress(client, slug, due)
      .then((progress) => {
        queryClient.setQueryData(readingProgressQuery(client, reader).queryKey, (entries) => new Map(entries).set(progress.slug, progress));
      })
      .catch((error: unknown) => console.warn('Reading progress was not kept', error));
  };

  useEffect(() => {
    if (!reader) return;
    const due = percent >= 100 ? 100 : Math.floor(percent / step) * step;
    if (due <= sent.current) return;
    pending.current = due;
    const timer = window.setTimeout(() => flush.current(), saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [percent, reader]);

  useEffect(() => () => flush.current(), [slug]);

  return furthest;
}
