import { isApiError, useApiClient } from '@seller-portal/api-client';
import { analyticsCalls, analyticsReportCodeMaxLength } from '@seller-portal/contracts/analytics';
import { analyticsReportLinkParam } from '@seller-portal/contracts/analytics-report';
import { Button, Card, Container, Stack } from '@seller-portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useAnalyticsReportTranslation } from './i18n/resources';

/**
 * §2.5 `/unsubscribe/analytics?code=…`: opening the email's link stops the store's analytics report emails (the
 * server checks the code's signature; a repeat changes nothing), then offers to start them again.
 */
export function AnalyticsReportPage() {
  const { t } = useAnalyticsReportTranslation();
  const client = useApiClient();
  const code = useSearchParams()[0].get(analyticsReportLinkParam) ?? '';
  // A code no link carries is refused here, without a call.
  const plausible = code.length > 0 && code.length <= analyticsReportCodeMaxLength;
  const unsubscribe = useQuery({
    queryKey: ['analytics-report', 'unsubscribe', code],
    queryFn: ({ signal }) => client.call(analyticsCalls.reportUnsubscribe, { query: { encodedBusinessPartnerCode: code }, signal }),
    enabled: plausible,
    retry: false,
    staleTime: Infinity,
  });
  const resubscribe = useMutation({ mutationFn: () => client.call(analyticsCalls.reportResubscribe, { body: { encodedBusinessPartnerCode: code } }) });
  const invalid = !plausible || (isApiError(unsubscribe.error) && unsubscribe.error.errorCode === 'ANALYTICS_REPORT_LINK_INVALID');
  const settingsLink = <Link to="/settings/notification">{t('settings')}</Link>;

  return (
    <Container>
      {/* A short message reads best in a narrow column, even on a wide screen. */}
      <Card style={{ maxWidth: '40rem', marginInline: 'auto' }}>
        <Stack gap={3} align="flex-start">
          {invalid ? (
            <>
              <h1>{t('invalidTitle')}</h1>
              <p>{t('invalid')}</p>
              <p>{settingsLink}</p>
            </>
          ) : unsubscribe.isPending ? (
            <>
              <h1>{t('title')}</h1>
              <p role="status">{t('working')}</p>
            </>
          ) : unsubscribe.isError ? (
            <>
              <h1>{t('title')}</h1>
              <p role="alert">{t('failed')}</p>
              <Button onClick={() => void unsubscribe.refetch()}>{t('retry')}</Button>
            </>
          ) : (
            <>
              <h1>{t('title')}</h1>
              {resubscribe.isSuccess ? (
                <p role="status">{t('resubscribed', { storeName: resubscribe.data.storeName })}</p>
              ) : (
                <>
                  <p role="status">{t('unsubscribed', { storeName: unsubscribe.data.storeName })}</p>
                  <p>{t('unsubscribedHint')}</p>
                  {resubscribe.isError ? <p role="alert">{t('failed')}</p> : null}
                  <Button variant="secondary" disabled={resubscribe.isPending} onClick={() => resubscribe.mutate()}>
                    {t('resubscribe')}
                  </Button>
                </>
              )}
              <p>{settingsLink}</p>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
