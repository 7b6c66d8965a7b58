import { hasAccessibilities, type AccessibilityCode } from '@seller-portal/contracts/core';
import { formatDate } from '@seller-portal/formatting';
import { useSession } from '@seller-portal/session-guard';
import { isApiError, serverErrorText } from '@seller-portal/api-client';
import { Container, ErrorView, VisuallyHidden } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import clsx from 'clsx';
import type { DiffLine } from '../lib/json-value';
import { useMobileConfigsTranslation } from '../i18n/resources';

/** §6: whether the session holds the code of an action (its button shows only then; the server checks again). */
export function useMayDo(code: AccessibilityCode): boolean {
  const { data: session } = useSession();
  return session ? hasAccessibilities(session, [code]) : false;
}

/** The page's language and "25 Nov 2026 10:15" in it. */
export function useTimeText() {
  const { i18n } = useMobileConfigsTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  return (ms: number) => formatDate(ms, 'D MMM YYYY HH:mm', language);
}

/** A line diff: added and removed lines marked by colour, by their sign and, for screen readers, by a word. */
export function DiffView({ lines, label }: { lines: readonly DiffLine[]; label: string }) {
  const { t } = useMobileConfigsTranslation();
  return (
    <pre className={adminStyles.diff} aria-label={label} tabIndex={0}>
      {lines.map((line, index) =>
        line.kind === 'added' ? (
          <ins key={index} className={clsx(adminStyles.diffLine, adminStyles.diffAdded)}>
            <VisuallyHidden>{`${t('diff.added')}: `}</VisuallyHidden>
            {`+ ${line.text}`}
          </ins>
        ) : line.kind === 'removed' ? (
          <del key={index} className={clsx(adminStyles.diffLine, adminStyles.diffRemoved)}>
            <VisuallyHidden>{`${t('diff.removed')}: `}</VisuallyHidden>
            {`− ${line.text}`}
          </del>
        ) : (
          <span key={index} className={adminStyles.diffLine}>{`  ${line.text}`}</span>
        ),
      )}
    </pre>
  );
}

/** A config page before its config has arrived: loading, not found (the 404 view), or the failure with Try again. */
export function ConfigUnavailable({ query }: { query: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'> }) {
  const { t } = useMobileConfigsTranslation();
  const navigate = useNavigate();
  if (isApiError(query.error) && query.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/mobile-config')} />;
  return (
    <Container className={adminStyles.page}>
      {query.isPending ? <LoadingStatus /> : <FailureStatus text={serverErrorText(t, query.error)} onRetry={() => void query.refetch()} />}
    </Container>
  );
}
