import type { Session } from '@seller-portal/contracts';
import { useSession } from '@seller-portal/session-guard';
import { ShellLink } from '@seller-portal/shell';
import { Card, Container } from '@seller-portal/ui';
import { usePortalTranslation } from '../i18n/resources';
import { shortcutsFor } from './shortcuts';
import styles from './DashboardPage.module.css';

function AccountCard({ session }: { session: Session }) {
  const { t } = usePortalTranslation();
  const { customFields: fields, mode } = session;
  const isStore = mode?.type === 'STORE';
  const official = fields.businessTypes?.includes('OFFICIAL');
  return (
    <Card title={t('dashboard.account.title')}>
      <dl className={styles.facts}>
        {isStore && fields.storeName && (
          <div>
            <dt>{t('dashboard.account.store')}</dt>
            <dd>{fields.storeName}</dd>
          </div>
        )}
        {isStore && mode.code && (
          <div>
            <dt>{t('dashboard.account.storeCode')}</dt>
            <dd>{mode.code}</dd>
          </div>
        )}
        {mode && (
          <div>
            <dt>{t('dashboard.account.mode')}</dt>
            <dd>{t(`mode.${mode.type}`)}</dd>
          </div>
        )}
        {isStore && (
          <div>
            <dt>{t('dashboard.account.role')}</dt>
            <dd>{fields.isOwner ? t('dashboard.account.owner') : t('dashboard.account.staff')}</dd>
          </div>
        )}
        {isStore && (
          <div>
            <dt>{t('dashboard.account.businessTypes')}</dt>
            <dd>{official ? t('dashboard.account.official') : t('dashboard.account.regular')}</dd>
          </div>
        )}
        <div>
          <dt>{t('dashboard.account.username')}</dt>
          <dd>{session.username}</dd>
        </div>
      </dl>
    </Card>
  );
}

function ShortcutsCard({ session }: { session: Session }) {
  const { t } = usePortalTranslation();
  const available = shortcutsFor(session);
  return (
    <Card title={t('dashboard.shortcuts.title')} className={styles.shortcutsCard}>
      {available.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.shortcuts.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('dashboard.shortcuts.lead')}</p>
          <ul className={styles.shortcuts}>
            {available.map((shortcut) => (
              <li key={shortcut.to}>
                <ShellLink className={styles.shortcut} to={shortcut.to}>
                  {/* The shared menu name when there is one, so the header and the shortcuts agree. */}
                  {t([`common:menu.${shortcut.labelKey}`, `portal:dashboard.shortcuts.${shortcut.labelKey}`])}
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
  const { t } = usePortalTranslation();
  const points = session.pickupPoints;
  return (
    <Card title={t('dashboard.pickupPoints.title')}>
      {points.length === 0 ? (
        <p className={styles.muted}>{t('dashboard.pickupPoints.none')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('dashboard.pickupPoints.count', { count: points.length })}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point.code}>
                <span className={styles.pointName}>{point.name}</span>
                <span className={styles.pointCode}>{point.code}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** /dashboard: a summary of what the session says — the store, the mode and what the codes open. */
export function DashboardPage() {
  const { t } = usePortalTranslation();
  const { data: session } = useSession();
  if (!session) return null;
  const name = session.customFields.displayName || session.username;
  return (
    <Container>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('dashboard.greeting', { name })}</h1>
        <p className={styles.muted}>{t('dashboard.lead')}</p>
      </div>
      <div className={styles.grid}>
        <AccountCard session={session} />
        <ShortcutsCard session={session} />
        {session.mode?.type === 'STORE' && <PickupPointsCard session={session} />}
      </div>
    </Container>
  );
}
