import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import type { AuditEntry } from '@seller-portal/contracts/accounts';
import type { ApiSpecificationSummary } from '@seller-portal/contracts/api-center';
import { Button, Card, Container, TextField, useToast } from '@seller-portal/ui';
import { adminStyles, AuditTrail, ConfirmDialog, FailureStatus, LoadingStatus, PageHead, SelectField } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { historyQuery, servicesQuery, specificationsQuery, useDeleteSpecification } from '../api/api-center';
import { useApiCenterTranslation } from '../i18n/resources';
import { formatTime, languageOf } from './format';
import { UploadDialog } from './UploadDialog';
import styles from './api-center.module.css';

/** Specifications whose service, title or version holds the words typed, of the chosen service. */
export function filterSpecifications(specifications: readonly ApiSpecificationSummary[], text: string, service: string): ApiSpecificationSummary[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return specifications.filter(
    (spec) =>
      (!service || spec.service === service) &&
      words.every((word) => spec.service.includes(word) || spec.title.toLowerCase().includes(word) || spec.version.toLowerCase().includes(word)),
  );
}

/** The specifications by service, in the server's order (service, then title). */
export function groupByService(specifications: readonly ApiSpecificationSummary[]): [string, ApiSpecificationSummary[]][] {
  const groups = new Map<string, ApiSpecificationSummary[]>();
  for (const spec of specifications) groups.set(spec.service, [...(groups.get(spec.service) ?? []), spec]);
  return [...groups];
}

function DeleteDialog({ specification, onClose }: { specification: ApiSpecificationSummary | null; onClose: () => void }) {
  const { t } = useApiCenterTranslation();
  const toast = useToast();
  const remove = useDeleteSpecification({
    onSuccess: () => {
      toast.show({ type: 'success', message: t('deleted') });
      onClose();
    },
    onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
  });
  return (
    <ConfirmDialog
      open={specification !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deleteTitle')}
      description={specification ? t('deleteText', { title: specification.title, version: specification.version, service: specification.service }) : ''}
      cancelText={t('cancel')}
      confirmText={t('deleteConfirm')}
      busy={remove.isPending}
      onConfirm={() => specification && remove.mutate(specification.id)}
    />
  );
}

function ServiceTable({
  service,
  specifications,
  onDelete,
}: {
  service: string;
  specifications: ApiSpecificationSummary[];
  onDelete: (spec: ApiSpecificationSummary) => void;
}) {
  const { t, i18n } = useApiCenterTranslation();
  const locale = languageOf(i18n.resolvedLanguage);
  const headingId = `service-${service}`;
  return (
    <section className={styles.service} aria-labelledby={headingId}>
      <h2 className={styles.serviceHeading} id={headingId}>
        {t('serviceHeading', { service, count: specifications.length })}
      </h2>
      <table className={adminStyles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('column.title')}</th>
            <th scope="col">{t('column.version')}</th>
            <th scope="col">{t('column.format')}</th>
            <th scope="col">{t('column.uploadedBy')}</th>
            <th scope="col">{t('column.uploadedAt')}</th>
            <th scope="col">{t('column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {specifications.map((spec) => (
            <tr key={spec.id}>
              <td data-label={t('column.title')}>
                <Link className={adminStyles.textLink} to={`/api-center/${spec.id}`} aria-label={t('viewNamed', { title: spec.title, version: spec.version })}>
                  {spec.title}
                </Link>
              </td>
              <td data-label={t('column.version')}>{spec.version}</td>
              <td data-label={t('column.format')}>{t(`format.${spec.format}`, { version: spec.specVersion })}</td>
              <td data-label={t('column.uploadedBy')}>{spec.uploadedBy}</td>
              <td data-label={t('column.uploadedAt')}>{formatTime(spec.uploadedAt, locale)}</td>
              <td data-label={t('column.actions')}>
                {spec.builtIn ? (
                  // The server's own API is generated from its routes: there is nothing to delete.
                  t('builtIn')
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => onDelete(spec)} aria-label={t('deleteNamed', { title: spec.title, version: spec.version })}>
                    {t('delete')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What an audit entry of the API center says: who uploaded or deleted which specification. */
function entrySummary(t: (key: string, options?: Record<string, unknown>) => string, entry: AuditEntry): string {
  const spec = (entry.after ?? entry.before ?? {}) as Partial<ApiSpecificationSummary>;
  return t(`history.${entry.action}`, { actor: entry.actor, title: spec.title ?? entry.identifier, version: spec.version ?? '', service: spec.service ?? '' });
}

function History() {
  const { t, i18n } = useApiCenterTranslation();
  const client = useApiClient();
  const language = languageOf(i18n.resolvedLanguage);
  const [page, setPage] = useState(0);
  const history = useQuery(historyQuery(client, page));
  return (
    <AuditTrail
      loading={history.isPending}
      error={history.isError ? serverErrorText(t, history.error) : null}
      entries={(history.data?.content ?? []).map((entry) => ({
        id: entry.id,
        summary: entrySummary(t, entry),
        timeText: formatTime(entry.createdAt, language),
        dateTime: new Date(entry.createdAt).toISOString(),
      }))}
      page={page}
      totalPages={history.data?.totalPages ?? 0}
      onPage={setPage}
      emptyText={t('historyEmpty')}
    />
  );
}

/** /api-center (§2.4, §7): the specifications by service, with a filter, upload and delete, and the change history. */
export function ApiCenterPage() {
  const { t } = useApiCenterTranslation();
  const client = useApiClient();
  const list = useQuery(specificationsQuery(client));
  const services = useQuery(servicesQuery(client));
  const [text, setText] = useState('');
  const [service, setService] = useState('');
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ApiSpecificationSummary | null>(null);
  const shown = list.data ? filterSpecifications(list.data, text, service) : [];

  return (
    <Container className={adminStyles.page}>
      <PageHead title={t('title')} lead={t('lead')} actions={<Button onClick={() => setUploading(true)}>{t('upload')}</Button>} />

      <Card>
        {/* A filter of the list as it is typed: not a form, nothing to check or submit. */}
        <div className={styles.filters} role="search">
          <TextField label={t('filter')} placeholder={t('filterPlaceholder')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <SelectField
            label={t('serviceFilter')}
            value={service}
            onChange={(event) => setService(event.target.value)}
            options={[
              { value: '', label: t('allServices') },
              ...(services.data ?? []).map((s) => ({ value: s.name, label: `${s.name} (${s.specifications})` })),
            ]}
          />
        </div>
        {list.isPending ? (
          <LoadingStatus />
        ) : list.isError ? (
          <FailureStatus text={serverErrorText(t, list.error)} onRetry={() => void list.refetch()} />
        ) : shown.length === 0 ? (
          <p className={adminStyles.lead}>{list.data.length === 0 ? t('empty') : t('noMatch')}</p>
        ) : (
          groupByService(shown).map(([name, specifications]) => (
            <ServiceTable key={name} service={name} specifications={specifications} onDelete={setDeleting} />
          ))
        )}
      </Card>

      <History />
      <UploadDialog open={uploading} onOpenChange={setUploading} />
      <DeleteDialog specification={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
