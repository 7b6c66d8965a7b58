import { Button } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import { useChatTranslation } from '../i18n/use-translation';
import styles from './StateMessage.module.css';

/** What a pane says instead of its content: nothing yet, nothing found, not yours. */
export function StateMessage({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p className={styles.state} role={role}>
      {children}
    </p>
  );
}

/** A part of a page that could not load, with a way to load it again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useChatTranslation();
  return (
    <div className={styles.state} role="alert">
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('errorRetry')}
      </Button>
    </div>
  );
}
