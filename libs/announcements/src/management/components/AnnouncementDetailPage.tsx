import { useApiClient } from '@seller-portal/api-client';
import { isMandatoryAnnouncement, type Announcement } from '@seller-portal/contracts/announcements';
import { Button, Card, Container, ErrorView, useToast } from '@seller-portal/ui';
import { adminStyles, ConfirmDialog, FailureStatus, LoadingStatus } from '@seller-portal/ui/forms';
import { RichText } from '@seller-portal/ui/rich-text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { announcementQuery, useDownloadReport, useStopAnnouncement } from '../api/announcements';
import { useAnnouncementsTranslation } from '../i18n/resources';
import { HistorySection } from './HistorySection';
import { StatusBadge, useServerErrorText, useServerErrorToast, useWindowText } from './shared';
import styles from './management.module.css';

function Facts({ announcement }: { announcement: Announcement }) {
  const { t } = useAnnouncementsTranslation();
  const windowText = useWindowText();
  const audience =
    announcement.audience.type === 'ALL' ? t('audience.ALL') : `${t(`audience.${announcement.audience.type}`)}: ${announcement.audience.values.join(', ')}`;
  return (
    <Card title={t('detail.facts')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.typeLabel')}</dt>
          <dd>{t(`type.${announcement.type}`)}</dd>
        </div>
        <div>
          <dt>{t('detail.statusLabel')}</dt>
          <dd>
            <StatusBadge status={announcement.status} />
          </dd>
        </div>
        <div>
          <dt>{t('detail.conditions')}</dt>
          <dd>
            {announcement.conditions.length > 0
              ? announcement.conditions.map((condition) => t(`condition.${condition}`)).join(', ')
              : isMandatoryAnnouncement(announcement)
                ? t('detail.noConditions')
                : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('detail.audienceLabel')}</dt>
          <dd>{audience}</dd>
        </div>
        <div>
          <dt>{t('detail.windowLabel')}</dt>
          <dd>{windowText(announcement.startTime, announcement.endTime)}</dd>
        </div>
        {announcement.surveyUrl && (
          <div>
            <dt>{t('detail.surveyUrl')}</dt>
            <dd>
              <a className={adminStyles.textLink} href={announcement.surveyUrl} target="_blank" rel="noopener noreferrer">
                {announcement.surveyUrl}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('detail.createdBy')}</dt>
          <dd>{announcement.createdBy}</dd>
        </div>
        <div>
          <dt>{t('detail.updatedBy')}</dt>
          <dd>{announcement.updatedBy}</dd>
        </div>
      </dl>
      <div className={styles.banner}>
        <h3 className={styles.subTitle}>{t('detail.banner')}</h3>
        {announcement.bannerImageUrl ? (
          <img className={styles.bannerImage} src={announcement.bannerImageUrl} alt={t('detail.bannerAlt', { title: announcement.title.id })} />
        ) : (
          <p className={styles.muted}>{t('detail.noBanner')}</p>
        )}
      </div>
    </Card>
  );
}

function ReportSection({ code }: { code: string }) {
  const { t } = useAnnouncementsTranslation();
  const toast = useToast();
  const showError = useServerErrorToast();
  const download = useDownloadReport(code, { onSuccess: () => toast.show({ type: 'success', message: t('report.done') }), onError: showError });
  return (
    <Card title={t('report.title')}>
      <p className={styles.muted}>{t('report.lead')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" loading={download.isPending && download.variables === 'CSV'} onClick={() => download.mutate('CSV')}>
          {t('report.csv')}
        </Button>
        <Button variant="secondary" loading={download.isPending && download.variables === 'XLSX'} onClick={() => download.mutate('XLSX')}>
          {t('report.xlsx')}
        </Button>
      </div>
    </Card>
  );
}

function StopButton({ announcement }: { announcement: Announcement }) {
  const { t } = useAnnouncementsTranslation();
  const toast = useToast();
  const showError = useServerErrorToast();
  const [open, setOpen] = useState(false);
  const stop = useStopAnnouncement(announcement.code, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', message: t('detail.stopped') });
    },
    onError: showError,
  });
  // The button opens the dialog itself (rather than as its trigger), so a click before the dialog's code has
  // arrived still opens it once it has.
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('detail.stop')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('detail.stopTitle')}
        description={t('detail.stopText', { title: announcement.title.id })}
        size="md"
        cancelText={t('detail.cancel')}
        confirmText={t('detail.stopConfirm')}
        busy={stop.isPending}
        onConfirm={() => stop.mutate()}
      />
    </>
  );
}

/** /announcement/:code (§2.4): the announcement as sellers get it, its audience and window, report and history. */
export function AnnouncementDetailPage() {
  const { t } = useAnnouncementsTranslation();
  const { code = '' } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const errorText = useServerErrorText();
  const query = useQuery(announcementQuery(client, code));
  const announcement = query.data;

  if (query.isPending) {
    return (
      <Container className={adminStyles.page}>
        <LoadingStatus />
      </Container>
    );
  }
  if (!announcement) {
    if (query.error && 'httpStatus' in query.error && query.error.httpStatus === 404)
      return <ErrorView code={404} onBack={() => void navigate('/announcement')} />;
    return (
      <Container className={adminStyles.page}>
        <FailureStatus text={errorText(query.error)} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  const editable = announcement.status === 'SCHEDULED' || announcement.status === 'RUNNING';
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/announcement">
        ← {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <div>
          <p className={styles.code}>{announcement.code}</p>
          <h1 className={adminStyles.heading}>{announcement.title.id}</h1>
          <p className={styles.muted} lang="en">
            {announcement.title.en}
          </p>
        </div>
        {editable && (
          <div className={styles.headActions}>
            <Link className={adminStyles.buttonLinkSecondary} to={`/announcement/update?code=${encodeURIComponent(announcement.code)}`}>
              {t('detail.edit')}
            </Link>
            <StopButton announcement={announcement} />
          </div>
        )}
      </div>

      <div className={adminStyles.detailGrid}>
        <Facts announcement={announcement} />
        <Card title={t('detail.content')}>
          <section className={styles.contentBlock} aria-labelledby="content-id">
            <h3 className={styles.subTitle} id="content-id">
              {t('detail.contentId')}
            </h3>
            <RichText html={announcement.content.id} as="article" />
          </section>
          <section className={styles.contentBlock} aria-labelledby="content-en" lang="en">
            <h3 className={styles.subTitle} id="content-en">
              {t('detail.contentEn')}
            </h3>
            <RichText html={announcement.content.en} as="article" />
          </section>
        </Card>
      </div>
      <ReportSection code={announcement.code} />
      <HistorySection code={announcement.code} />
    </Container>
  );
}
