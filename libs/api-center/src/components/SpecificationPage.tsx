import { isApiError, serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Card, Container, ErrorView, Spinner } from '@seller-portal/ui';
import { adminStyles, FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { specificationQuery } from '../api/api-center';
import { useApiCenterTranslation } from '../i18n/resources';
import { formatTime, languageOf } from './format';
import styles from './api-center.module.css';

// Redoc is this page's alone: it loads when the page shows a document, never with the list or any other page.
const RedocView = lazy(() => import('./RedocView'));

/** A document Redoc cannot draw says so in the page's words instead of taking the page down. */
class RenderBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** /api-center/:id (§2.4): one specification's facts and its documentation, rendered by Redoc. */
export function SpecificationPage() {
  const { t, i18n } = useApiCenterTranslation();
  const { id = '' } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const query = useQuery(specificationQuery(client, id));
  const [rendered, setRendered] = useState(false);
  const locale = languageOf(i18n.resolvedLanguage);
  const spec = query.data;

  if (!spec) {
    if (isApiError(query.error) && query.error.httpStatus === 404) return <ErrorView code={404} onBack={() => void navigate('/api-center')} />;
    return (
      <Container className={adminStyles.page}>
        {query.isPending ? <LoadingStatus /> : <FailureStatus text={serverErrorText(t, query.error)} onRetry={() => void query.refetch()} />}
      </Container>
    );
  }
  const rendering = (
    <p className={adminStyles.status} role="status">
      <Spinner size="sm" decorative /> {t('detail.rendering')}
    </p>
  );
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/api-center">
        ← {t('detail.back')}
      </Link>
      <div className={adminStyles.head}>
        <div>
          <p className={`${adminStyles.lead} ${adminStyles.mono}`}>{spec.service}</p>
          <h1 className={adminStyles.heading}>{spec.title}</h1>
        </div>
      </div>
      <Card>
        <dl className={adminStyles.facts}>
          <dt>{t('detail.service')}</dt>
          <dd className={adminStyles.mono}>{spec.service}</dd>
          <dt>{t('detail.version')}</dt>
          <dd>{spec.version}</dd>
          <dt>{t('detail.format')}</dt>
          <dd>{t(`format.${spec.format}`, { version: spec.specVersion })}</dd>
          <dt>{t('detail.file')}</dt>
          <dd className={adminStyles.mono}>{spec.fileName}</dd>
          <dt>{t('detail.size')}</dt>
          <dd>{t('kilobytes', { size: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(spec.sizeBytes / 1024) })}</dd>
          <dt>{t('detail.uploadedBy')}</dt>
          <dd>{spec.uploadedBy}</dd>
          <dt>{t('detail.uploadedAt')}</dt>
          <dd>{formatTime(spec.uploadedAt, locale)}</dd>
        </dl>
      </Card>
      <Card title={t('detail.documentation')}>
        <div className={styles.documentation} aria-busy={!rendered || undefined} data-testid="api-documentation">
          <RenderBoundary fallback={<p role="alert">{t('detail.renderFailed')}</p>}>
            <Suspense fallback={rendering}>
              <RedocView document={spec.document} onReady={() => setRendered(true)} />
            </Suspense>
          </RenderBoundary>
        </div>
      </Card>
    </Container>
  );
}
