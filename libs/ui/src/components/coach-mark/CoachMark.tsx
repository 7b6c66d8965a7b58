import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../button/Button';
import styles from './CoachMark.module.css';

export interface CoachMarkProps {
  /** The element the step points at; null centres the step on the screen. */
  target: HTMLElement | null;
  title: ReactNode;
  children: ReactNode;
  /** "Step 2 of 4", announced with the title. */
  progress: ReactNode;
  nextLabel: ReactNode;
  onNext: () => void;
  /** Absent on the first step. */
  backLabel?: ReactNode;
  onBack?: () => void;
  skipLabel: ReactNode;
  /** Skip, and Escape. */
  onSkip: () => void;
}

interface Placement {
  spotlight: { top: number; left: number; width: number; height: number } | null;
  card: { top: number; left: number; width: number };
}

const gap = 12;
const margin = 8;

function placementOf(target: HTMLElement | null, cardHeight: number): Placement {
  const width = Math.min(360, window.innerWidth - 2 * margin);
  if (!target) {
    return { spotlight: null, card: { top: Math.max(margin, (window.innerHeight - cardHeight) / 2), left: (window.innerWidth - width) / 2, width } };
  }
  const rect = target.getBoundingClientRect();
  let top = rect.bottom + gap;
  if (top + cardHeight > window.innerHeight - margin) top = rect.top - gap - cardHeight;
  if (top < margin) top = Math.max(margin, window.innerHeight - cardHeight - margin);
  const left = Math.min(Math.max(rect.left, margin), window.innerWidth - width - margin);
  const pad = 4;
  return { spotlight: { top: rect.top - pad, left: rect.left - pad, width: rect.width + 2 * pad, height: rect.height + 2 * pad }, card: { top, left, width } };
}

/**
 * One step of a guided tour over a real page: the element it points at stays visible in a spotlight, the step sits
 * next to it as a non-modal dialog that takes the focus (so a screen reader reads it), with Back, Next and Skip;
 * Escape skips. The focus goes back where it was when the tour ends.
 */
export function CoachMark({ target, title, children, progress, nextLabel, onNext, backLabel, onBack, skipLabel, onSkip }: CoachMarkProps) {
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<Placement | null>(null);

  const place = useCallback(() => setPlacement(placementOf(target, cardRef.current?.offsetHeight ?? 200)), [target]);

  useLayoutEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    place();
  }, [target, place]);

  // Each step takes the focus once it is placed (a hidden card cannot take it).
  const focusedFor = useRef<HTMLElement | null | undefined>(undefined);
  useEffect(() => {
    if (!placement || focusedFor.current === target) return;
    focusedFor.current = target;
    cardRef.current?.focus();
  }, [placement, target]);

  useEffect(() => {
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [place]);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => before?.focus?.();
  }, []);

  return createPortal(
    <div className={styles.layer}>
      {placement?.spotlight ? (
        <div className={styles.spotlight} style={placement.spotlight} aria-hidden="true" />
      ) : (
        <div className={styles.scrim} aria-hidden="true" />
      )}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.card}
        style={placement ? placement.card : { visibility: 'hidden' }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onSkip();
          }
        }}
      >
        <p className={styles.progress}>{progress}</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" onClick={onSkip}>
            {skipLabel}
          </Button>
          <span className={styles.spacer} />
          {onBack && (
            <Button variant="secondary" size="sm" onClick={onBack}>
              {backLabel}
            </Button>
          )}
          <Button size="sm" onClick={onNext}>
            {nextLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
