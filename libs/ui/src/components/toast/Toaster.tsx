import clsx from 'clsx';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons/icons';
import { useToastStore } from './toast-context';
import type { Toast, ToastType } from './toast-state';
import styles from './Toaster.module.css';

const typeIcons: Record<ToastType, ReactNode> = {
  success: <CheckCircleIcon />,
  danger: <AlertCircleIcon />,
  info: <InfoIcon />,
  warning: <WarningIcon />,
};

interface ToastItemProps {
  toast: Toast;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, dismissLabel, onDismiss }: ToastItemProps) {
  // Hovering or focusing a toast pauses its timer, so it can be read and its action reached.
  const [paused, setPaused] = useState(false);
  const remaining = useRef({ toast, ms: toast.durationMs });

  useEffect(() => {
    if (remaining.current.toast !== toast) remaining.current = { toast, ms: toast.durationMs };
    if (paused || toast.durationMs <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(remaining.current.ms, 0));
    return () => {
      clearTimeout(timer);
      remaining.current.ms -= Date.now() - startedAt;
    };
  }, [paused, toast, onDismiss]);

  return (
    <div
      className={clsx(styles.toast, styles[toast.type])}
      data-type={toast.type}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles.icon}>{typeIcons[toast.type]}</span>
      <div className={styles.message}>{toast.message}</div>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

export interface ToasterProps {
  className?: string;
}

/**
 * Renders the toasts of the nearest `ToastProvider`'s store (else the page-wide `toastStore`) in a
 * polite live region: bottom centre on phones and tablets (above the bottom navbar, clear of the header), top right
 * on desktop. Mount it once near the root of an app.
 */
export function Toaster({ className }: ToasterProps) {
  const { t } = useUiTranslation();
  const store = useToastStore();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    // The live region is always in the document so screen readers notice toasts added later.
    <div className={clsx(styles.viewport, className)} role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismissLabel={t('toast.dismiss')} onDismiss={store.dismiss} />
      ))}
    </div>
  );
}
