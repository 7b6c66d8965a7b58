import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { Card, Container, TextField } from '@seller-portal/ui';
import { adminStyles, PageHead, QueryStates } from '@seller-portal/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { mobileConfigListQuery } from '../api/mobile-configs';
import { useMobileConfigsTranslation } from '../i18n/resources';
import { DeleteConfigButton } from './DeleteConfigButton';
import { useMayDo, useTimeText } from './shared';

/** /mobile-config (§2.4): the configs with a search; each action shows to the holders of its code only. */
export function MobileConfigListPage() {
  const { t } = useMobileConfigsTranslation();
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  // The search is the server's (key or description); typing asks again once React has a moment. A search box, not a
  // form with field messages: it stays off useFormState.
  const asked = useDeferredValue(keyword.trim());
  const list = useQuery(mobileConfigListQuery(client, asked));
  const timeText = useTimeText();
  const mayAdd = useMayDo('INTERNAL_MOBILE-CONFIG_ADD');
  const mayUpdate = useMayDo('INTERNAL_MOBILE-CONFIG_UPDATE');
  const mayDelete = useMayDo('INTERNAL_MOBILE-CONFIG_DELETE');

  return (
    <Container className={adminStyles.page}>
      <PageHead
        title={t('title')}
        lead={t('lead')}
        actions={
          mayAdd && (
            <Link className={adminStyles.buttonLink} to="/mobile-config/create">
              {t('create')}
            </Link>
          )
        }
      />
      <Card>
        <div role="search">
          <TextField
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            type="search"
            value={keyword}
            onChange={(event) => setParams(event.target.value ? { keyword: event.target.value } : {}, { replace: true })}
          />
        </div>
        <QueryStates query={list} errorText={(error) => serverErrorText(t, error)} empty={<p className={adminStyles.lead}>{t('empty')}</p>}>
          {(configs) => (
            <table className={adminStyles.table} aria-busy={list.isFetching || undefined} aria-label={t('title')}>
              <thead>
                <tr>
                  <th scope="col">{t('column.key')}</th>
                  <th scope="col">{t('column.type')}</th>
                  <th scope="col">{t('column.description')}</th>
                  <th scope="col">{t('column.version')}</th>
                  <th scope="col">{t('column.updated')}</th>
                  <th scope="col">{t('column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {configs.map((config) => (
                  <tr key={config.key}>
                    <td data-label={t('column.key')}>
                      <Link className={`${adminStyles.textLink} ${adminStyles.mono}`} to={`/mobile-config/${encodeURIComponent(config.key)}/view`}>
                        {config.key}
                      </Link>
                    </td>
                    <td data-label={t('column.type')}>{t(`valueType.${config.valueType}`)}</td>
                    <td data-label={t('column.description')}>{config.description}</td>
                    <td data-label={t('column.version')}>{config.version}</td>
                    <td data-label={t('column.updated')}>{t('updatedBy', { time: timeText(config.updatedAt), actor: config.updatedBy })}</td>
                    <td data-label={t('column.actions')}>
                      <div className={adminStyles.row}>
                        {mayUpdate && (
                          <Link
                            className={adminStyles.textLink}
                            to={`/mobile-config/${encodeURIComponent(config.key)}/edit`}
                            aria-label={t('editNamed', { key: config.key })}
                          >
                            {t('edit')}
                          </Link>
                        )}
                        {mayDelete && <DeleteConfigButton configKey={config.key} size="sm" />}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryStates>
      </Card>
    </Container>
  );
}
