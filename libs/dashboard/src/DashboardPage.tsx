import { FeatureSlots, ShellLink, useIsServed, useMountedFeatures, type FeatureManifest } from '@seller-portal/app-runtime';
import type { DashboardShortcut, Session } from '@seller-portal/contracts/core';
import { useSession } from '@seller-portal/session-guard';
import { Card, Container } from '@seller-portal/ui';
import { StoreFigures } from './components/StoreFigures';
import { useDashboardTranslation } from './i18n/resources';
import { shortcutsFor, tilesFor } from './shortcuts';
import styles from './DashboardPage.module.css';

function AccountCard({ session }: { session: Session }) {
  const { t } = useDashboardTranslation();
  const { customFields: fields, mode } = session;
  const isStore = mode?.type === 'STORE';
  const official = fields.businessTypes?.includes('OFFICIAL');
  return (
    <Card title={t('account.title')} data-tutorial-step="dashboard-account">
      <dl className={styles.facts}>
        {isStore && fields.storeName && (
          <div>
            <dt>{t('account.store')}</dt>
            <dd>{fields.storeName}</dd>
          </div>
        )}
        {isStore && mode.code && (
          <div>
            <dt>{t('account.storeCode')}</dt>
            <dd>{mode.code}</dd>
          </div>
        )}
        {mode && (
          <div>
            <dt>{t('account.mode')}</dt>
            <dd>{t(`mode.${mode.type}`)}</dd>
          </div>
        )}
        {isStore && (
          <div>
            <dt>{t('account.role')}</dt>
            <dd>{fields.isOwner ? t('account.owner') : t('account.staff')}</dd>
          </div>
        )}
        {isStore && (
          <div>
            <dt>{t('account.businessTypes')}</dt>
            <dd>{official ? t('account.official') : t('account.regular')}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.username')}</dt>
          <dd>{session.username}</dd>
        </div>
      </dl>
    </Card>
  );
}

function ShortcutsCard({ available }: { available: readonly DashboardShortcut[] }) {
  const { t } = useDashboardTranslation();
  return (
    <Card title={t('shortcuts.title')} className={styles.shortcutsCard} data-tutorial-step="dashboard-shortcuts">
      {available.length === 0 ? (
        <p className={styles.muted}>{t('shortcuts.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('shortcuts.lead')}</p>
          <ul className={styles.shortcuts}>
            {available.map((shortcut) => (
              <li key={shortcut.to}>
                <ShellLink className={styles.shortcut} to={shortcut.to}>
                  {/* The shared menu name when there is one, so the header and the shortcuts agree. */}
                  {t([`common:menu.${shortcut.labelKey}`, `dashboard:shortcuts.${shortcut.labelKey}`])}
                </ShellLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function PickupPointsCard({ session }: { session: Session }) {
  const { t } = useDashboardTranslation();
  const points = session.pickupPoints;
  // Each pickup point opens its page when a mounted feature serves it to the session.
  const served = useIsServed(session);
  const pagePath = (code: string) => `/store/address/${encodeURIComponent(code)}`;
  return (
    <Card title={t('pickupPoints.title')} data-tutorial-step="dashboard-pickup-points">
      {points.length === 0 ? (
        <p className={styles.muted}>{t('pickupPoints.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('pickupPoints.count', { count: points.length })}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point.code}>
                {served(pagePath(point.code)) ? (
                  <ShellLink className={styles.pointName} to={pagePath(point.code)}>
                    {point.name}
                  </ShellLink>
                ) : (
                  <span className={styles.pointName}>{point.name}</span>
                )}
                <span className={styles.pointCode}>{point.code}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

const noFeatures: readonly FeatureManifest[] = [];

/**
 * /dashboard: the other features' dashboard parts (the announcement banners), the store's figures and tasks (a STORE
 * session), then the account, the shortcuts and the pickup points. Shortcuts, figures and parts are those the app's
 * mounted features declare for the session.
 */
export function DashboardPage() {
  const { t } = useDashboardTranslation();
  const { data: session } = useSession();
  const features = useMountedFeatures() ?? noFeatures;
  if (!session) return null;
  const name = session.customFields.displayName || session.username;
  return (
    <Container>
      {/* data-tutorial-step: the anchors of the dashboard tutorial's steps (§4.7), which the tutorial library points at. */}
      <div className={styles.intro} data-tutorial-step="dashboard-intro">
        <h1 className={styles.title}>{t('greeting', { name })}</h1>
        <p className={styles.muted}>{t('lead')}</p>
      </div>
      <FeatureSlots features={features} place="dashboard" session={session} />
      {session.mode?.type === 'STORE' && (
        <div className={styles.grid}>
          <StoreFigures session={session} tiles={tilesFor(session, features)} />
        </div>
      )}
      <div className={styles.grid}>
        <AccountCard session={session} />
        <ShortcutsCard available={shortcutsFor(session, features)} />
        {session.mode?.type === 'STORE' && <PickupPointsCard session={session} />}
      </div>
    </Container>
  );
}
