import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** A line of text (default), a round avatar or a block (an image, a card). */
  shape?: 'line' | 'circle' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A grey placeholder in the shape of what is loading. Decorative: the region around it says that it is loading. */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  return <span aria-hidden="true" className={clsx(styles.skeleton, styles[shape], className)} style={{ width, height }} />;
}

export interface SkeletonGroupProps {
  /** What is loading, read by assistive technology ("Loading conversations"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/** Placeholders standing for one thing that loads: a busy status with its name, its shapes hidden from assistive technology. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      {children}
    </div>
  );
}
