import { isApiError, serverErrorText } from '@seller-portal/api-client';
import type { LearningContentState } from '@seller-portal/contracts/education';
import { formatDate } from '@seller-portal/formatting';
import { Container, ErrorView } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus, StatusTag, type StatusTone } from '@seller-portal/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLearningStudioTranslation } from '../i18n/resources';
import styles from './learning-studio.module.css';

export type Language = 'id' | 'en';
export const languages: readonly Language[] = ['id', 'en'];

/** The page's language, and "25 Nov 2026 10:15" in it. */
export function useTimeText() {
  const { i18n } = useLearningStudioTranslation();
  const language: Language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return { language, timeText: (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language) };
}

const toneOf: Record<LearningContentState, StatusTone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  PUBLISHED: 'success',
  ENDED: 'neutral',
  UNPUBLISHED: 'warning',
};

export function StateBadge({ state }: { state: LearningContentState }) {
  const { t } = useLearningStudioTranslation();
  return <StatusTag tone={toneOf[state]}>{t(`state.${state}`)}</StatusTag>;
}

/** An epoch millisecond as a `datetime-local` value, in the browser's zone ('' for none). */
export function localInputOf(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as epoch milliseconds (null when empty). */
export function msOfLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A date and time field of the design system's look (the platform's picker). */
export function DateTimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.cover}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The language tabs of an editor: both panels stay mounted (what is typed in one is kept while the other shows). */
export function LanguageTabs({
  active,
  onChange,
  panel,
}: {
  active: Language;
  onChange: (language: Language) => void;
  panel: (language: Language) => ReactNode;
}) {
  const { t } = useLearningStudioTranslation();
  const base = useId();
  return (
    <div>
      <div role="tablist" aria-label={t('editor.languages')} className={styles.tabs}>
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`${base}-tab-${language}`}
            aria-selected={active === language}
            aria-controls={`${base}-panel-${language}`}
            tabIndex={active === language ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(language)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') onChange(language === 'id' ? 'en' : 'id');
            }}
          >
            {t(`editor.language.${language}`)}
          </button>
        ))}
      </div>
      {languages.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${base}-panel-${language}`}
          aria-labelledby={`${base}-tab-${language}`}
          hidden={active !== language}
          lang={language}
          className={styles.panel}
        >
          {panel(language)}
        </div>
      ))}
    </div>
  );
}

/** An editor page before its content has arrived: loading, not found (the 404 view), or the failure with Try again. */
export function ContentUnavailable({ query }: { query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'> }) {
  const { t } = useLearningStudioTranslation();
  const navigate = useNavigate();
  if (isApiError(query.error) && query.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/learning-studio')} />;
  return (
    <Container className={adminStyles.page}>
      {query.isPending ? <LoadingStatus /> : <FailureStatus text={serverErrorText(t, query.error)} onRetry={() => void query.refetch()} />}
    </Container>
  );
}
