import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { cmsContentQuery } from '../api/cms';
import { CmsPageView } from '../components/CmsPageView';
import { usePublicPagesTranslation } from '../i18n/resources';
import { cmsLanguageOf } from '../lib/cms-language';

/** A §2.2 page read from `cms-content/:code` (start selling, service marketplace, business development, IP protection). */
export function CmsCodePage({ code }: { code: string }) {
  const { i18n } = usePublicPagesTranslation();
  const client = useApiClient();
  const query = useQuery(cmsContentQuery(client, code, cmsLanguageOf(i18n.resolvedLanguage)));
  return <CmsPageView query={query} />;
}
