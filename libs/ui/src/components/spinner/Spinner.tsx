import clsx from 'clsx';
import { useUiTranslation } from '../../i18n/use-ui-translation';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to the translated "Loading…". */
  label?: string;
  /** Purely visual (inside a busy button, for example): no role, hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useUiTranslation();
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label ?? t('loading') };
  return <span className={clsx(styles.spinner, styles[size], !decorative && styles.standalone, className)} {...a11y} />;
}
