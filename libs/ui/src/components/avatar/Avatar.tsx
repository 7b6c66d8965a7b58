import clsx from 'clsx';
import { useState } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Person or store name: the accessible name and the source of the initials. */
  name?: string | null;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials from the first and last words: "Toko Maju Jaya" → "TJ". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const { t } = useUiTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name?.trim() || t('avatar.fallback');
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={clsx(styles.avatar, styles[size], className)} role="img" aria-label={label}>
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name) || '?'}</span>
      )}
    </span>
  );
}
