import { useApiClient } from '@seller-portal/api-client';
import { Card, Container } from '@seller-portal/ui';
import { adminStyles } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { mobileConfigQuery } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';
import { DeleteConfigButton } from './DeleteConfigButton';
import { History } from './History';
import { ConfigUnavailable, useMayDo, useTimeText } from './shared';
import styles from './mobile-configs.module.css';

/** /mobile-config/:key/view (INTERNAL_MOBILE-CONFIG_VIEW): the value, its facts, its history; edit and delete for their holders. */
export function MobileConfigViewPage() {
  const { t } = useMobileConfigsTranslation();
  const { key = '' } = useParams();
  const client = useApiClient();
  const navigate = useNavigate();
  const query = useQuery(mobileConfigQuery(client, key));
  const timeText = useTimeText();
  const mayUpdate = useMayDo('INTERNAL_MOBILE-CONFIG_UPDATE');
  const mayDelete = useMayDo('INTERNAL_MOBILE-CONFIG_DELETE');
  const config = query.data;

  if (!config) return <ConfigUnavailable query={query} />;
  return (
    <Container className={adminStyles.page}>
      <Link className={adminStyles.backLink} to="/mobile-config">
        ← {t('back')}
      </Link>
      <div className={adminStyles.head}>
        <h1 className={`${adminStyles.heading} ${styles.keyHeading}`}>{config.key}</h1>
        <div className={adminStyles.row}>
          {mayUpdate && (
            <Link className={adminStyles.buttonLinkSecondary} to={`/mobile-config/${encodeURIComponent(config.key)}/edit`}>
              {t('edit')}
            </Link>
          )}
          {mayDelete && <DeleteConfigButton configKey={config.key} onDeleted={() => void navigate('/mobile-config')} />}
        </div>
      </div>
      <Card>
        <dl className={adminStyles.facts}>
          <dt>{t('detail.type')}</dt>
          <dd>{t(`valueType.${config.valueType}`)}</dd>
          <dt>{t('detail.description')}</dt>
          <dd>{config.description || t('detail.noDescription')}</dd>
          <dt>{t('detail.version')}</dt>
          <dd>{config.version}</dd>
          <dt>{t('detail.updated')}</dt>
          <dd>{t('updatedBy', { time: timeText(config.updatedAt), actor: config.updatedBy })}</dd>
        </dl>
      </Card>
      <Card title={t('detail.value')}>
        <pre className={styles.value} tabIndex={0} aria-label={t('detail.value')}>
          {config.value}
        </pre>
      </Card>
      <History configKey={config.key} />
    </Container>
  );
}
