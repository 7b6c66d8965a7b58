import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink } from '@seller-portal/app-runtime';
import { adsFeature, type AdsCampaign, type AdsCampaignAction } from '@seller-portal/contracts/ads';
import { accessOf, holdsAccess } from '@seller-portal/contracts/core';
import { useSession } from '@seller-portal/session-guard';
import { Button, Container, useToast } from '@seller-portal/ui';
import { ConfirmDialog, Notice } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { campaignsQuery, useCampaignAction } from '../api/ads';
import { AdsNav } from '../components/AdsNav';
import { CampaignForm } from '../components/CampaignForm';
import { useAdsTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from '../components/ads.module.css';

const doneText: Record<AdsCampaignAction, string> = { PAUSE: 'campaigns.paused', RESUME: 'campaigns.resumed', END: 'campaigns.ended' };

function CampaignItem({ campaign, mayReadResults, onEdit }: { campaign: AdsCampaign; mayReadResults: boolean; onEdit(): void }) {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const toast = useToast();
  const act = useCampaignAction();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const run = (action: AdsCampaignAction) =>
    act.mutate(
      { id: campaign.id, action },
      {
        onSuccess: () => {
          setConfirmEnd(false);
          toast.show({ type: 'success', message: t(doneText[action]) });
        },
        onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
      },
    );
  const ended = campaign.status === 'ENDED';
  const headingId = `campaign-${campaign.id}`;
  return (
    <li className={styles.campaign} data-campaign={campaign.name} data-status={campaign.status} aria-labelledby={headingId}>
      <div className={styles.campaignHead}>
        <h2 id={headingId} className={styles.campaignName}>
          {campaign.name}
        </h2>
        <span className={`${styles.pill} ${styles[`pill${campaign.status}`]}`}>{t(`campaigns.status.${campaign.status}`)}</span>
      </div>
      <p className={styles.muted}>
        {t('campaigns.products')}: {campaign.products.map((product) => product.name).join(', ')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('campaigns.budget')}</dt>
          <dd>{format.money(campaign.dailyBudget)}</dd>
        </div>
        <div>
          <dt>{t('campaigns.bid')}</dt>
          <dd>{format.money(campaign.bid)}</dd>
        </div>
        <div>
          <dt>{t('campaigns.schedule')}</dt>
          <dd>
            {campaign.endDay
              ? t('campaigns.scheduleRange', { from: format.day(campaign.startDay), to: format.day(campaign.endDay) })
              : t('campaigns.scheduleOpen', { from: format.day(campaign.startDay) })}
          </dd>
        </div>
      </dl>
      <h3 className={styles.todayTitle}>{t('campaigns.today')}</h3>
      <dl className={styles.facts} data-today>
        <div>
          <dt>{t('campaigns.impressions')}</dt>
          <dd>{format.number(campaign.today.impressions)}</dd>
        </div>
        <div>
          <dt>{t('campaigns.clicks')}</dt>
          <dd>{format.number(campaign.today.clicks)}</dd>
        </div>
        <div>
          <dt>{t('campaigns.orders')}</dt>
          <dd>{format.number(campaign.today.orders)}</dd>
        </div>
        <div>
          <dt>{t('campaigns.spend')}</dt>
          <dd>{format.money(campaign.today.spend)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {mayReadResults && (
          <ShellLink className={styles.resultsLink} to={`/bliklanv2/${campaign.id}`} aria-label={`${t('campaigns.results')}: ${campaign.name}`}>
            {t('campaigns.results')}
          </ShellLink>
        )}
        {!ended && (
          <>
            <Button type="button" size="sm" variant="secondary" onClick={onEdit} aria-label={`${t('campaigns.edit')}: ${campaign.name}`}>
              {t('campaigns.edit')}
            </Button>
            {campaign.status === 'ACTIVE' ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                loading={act.isPending}
                onClick={() => run('PAUSE')}
                aria-label={`${t('campaigns.pause')}: ${campaign.name}`}
              >
                {t('campaigns.pause')}
              </Button>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                loading={act.isPending}
                onClick={() => run('RESUME')}
                aria-label={`${t('campaigns.resume')}: ${campaign.name}`}
              >
                {t('campaigns.resume')}
              </Button>
            )}
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirmEnd(true)} aria-label={`${t('campaigns.end')}: ${campaign.name}`}>
              {t('campaigns.end')}
            </Button>
            <ConfirmDialog
              open={confirmEnd}
              onOpenChange={setConfirmEnd}
              title={t('campaigns.endTitle')}
              description={t('campaigns.endText')}
              cancelText={t('campaigns.cancel')}
              confirmText={t('campaigns.end')}
              busy={act.isPending}
              onConfirm={() => run('END')}
            />
          </>
        )}
      </div>
    </li>
  );
}

/** `/bliklanv2`: the store's campaigns with their status and today's results; create, edit, pause, resume, end. */
export function CampaignsPage() {
  const { t } = useAdsTranslation();
  const client = useApiClient();
  const session = useSession();
  const campaigns = useQuery(campaignsQuery(client));
  // null: closed; 'new': a new campaign; else the campaign edited.
  const [editing, setEditing] = useState<AdsCampaign | 'new' | null>(null);
  const mayReadResults = session.data ? holdsAccess(session.data, accessOf(adsFeature, 'results')) : false;
  const list = campaigns.data ?? [];
  const outOfBudget = list.some((campaign) => campaign.status === 'OUT_OF_BUDGET');
  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('campaigns.title')}</h1>
          <p className={styles.lead}>{t('campaigns.intro')}</p>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          {t('campaigns.new')}
        </Button>
      </div>
      <AdsNav current="campaigns" />
      {outOfBudget && (
        <Notice tone="warning">
          {t('campaigns.outOfBudget')}{' '}
          <ShellLink to="/bliklan" className={styles.backLink}>
            {t('campaigns.topUp')}
          </ShellLink>
        </Notice>
      )}
      {campaigns.isPending ? (
        <SkeletonGroup label={t('campaigns.title')}>
          <Skeleton height={160} />
          <Skeleton height={160} />
        </SkeletonGroup>
      ) : campaigns.isError ? (
        <p role="alert" className={styles.error}>
          {t('campaigns.failed')}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('campaigns.empty')}</p>
      ) : (
        <ul className={styles.campaigns} aria-label={t('campaigns.title')}>
          {list.map((campaign) => (
            <CampaignItem key={campaign.id} campaign={campaign} mayReadResults={mayReadResults} onEdit={() => setEditing(campaign)} />
          ))}
        </ul>
      )}
      {editing && <CampaignForm campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}
