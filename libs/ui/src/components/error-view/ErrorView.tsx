import clsx from 'clsx';
import { useEffect, useId, type ReactNode } from 'react';
import { useUiPageTranslation } from '../../i18n/page-resources';
import { Button } from '../button/Button';
import { ErrorIllustration } from './ErrorIllustration';
import styles from './ErrorView.module.css';

/** §8 error views; 5011 is the native app's "needs an update" view, 408 a timeout (§2.1 /error/408). */
export type ErrorViewCode = 404 | 401 | 403 | 500 | 503 | 5011 | 408;
export type ErrorViewKind = 'notFound' | 'forbidden' | 'maintenance' | 'serverError' | 'updateApp' | 'timeout';

const kindByCode: Record<number, ErrorViewKind> = {
  404: 'notFound',
  401: 'forbidden',
  403: 'forbidden',
  503: 'maintenance',
  500: 'serverError',
  5011: 'updateApp',
  408: 'timeout',
};

/** §8: any code without its own view shows the not-found view. */
export function errorViewKind(code: number | string | null | undefined): ErrorViewKind {
  return kindByCode[Number(code)] ?? 'notFound';
}

export interface ErrorViewProps {
  /** Accepts a route parameter as is ('500'); unknown codes show the not-found view. */
  code: ErrorViewCode | number | string;
  onBack: () => void;
  /** Extra content under the text, such as a request reference or an update link. */
  children?: ReactNode;
  className?: string;
}

export function ErrorView({ code, onBack, children, className }: ErrorViewProps) {
  const { t } = useUiPageTranslation();
  const kind = errorViewKind(code);
  const titleId = useId();

  useEffect(() => {
    // §8: the page scrolls smoothly to the top on an error.
    if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, [kind]);

  return (
    <section className={clsx(styles.view, className)} aria-labelledby={titleId} data-kind={kind}>
      <ErrorIllustration kind={kind} className={styles.illustration} />
      <h1 id={titleId} className={styles.title}>
        {t(`errorView.${kind}.title`)}
      </h1>
      <p className={styles.description}>{t(`errorView.${kind}.description`)}</p>
      {children && <div className={styles.extra}>{children}</div>}
      <Button className={styles.back} onClick={onBack}>
        {t('errorView.backToDashboard')}
      </Button>
    </section>
  );
}
