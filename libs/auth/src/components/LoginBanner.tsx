import { useApiClient } from '@seller-portal/api-client';
import { cmsPageCodes, loginBannerCall } from '@seller-portal/contracts/education';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useAuthTranslation } from '../i18n/resources';
import styles from './LoginBanner.module.css';

/**
 * The sign-in banner from the CMS (`cms-content/seller-center-login-banner`): its first opening section, under the
 * form. Its own chunk, loaded once the form is usable, with the call's method and path only (no schema library);
 * nothing shows when the page has none published.
 */
export default function LoginBanner() {
  const { t, i18n } = useAuthTranslation();
  const language = i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'id';
  const client = useApiClient();
  const banner = useQuery({
    queryKey: ['cms', 'login-banner', language],
    queryFn: ({ signal }) => client.call(loginBannerCall, { params: { code: cmsPageCodes.loginBanner }, query: { language }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const hero = banner.data?.sections.find((section) => section.kind === 'HERO');
  if (hero?.kind !== 'HERO') return null;
  const href = hero.ctaHref;
  return (
    <aside className={styles.banner} aria-label={t('signIn.bannerLabel')} data-testid="login-banner">
      <p className={styles.heading}>{hero.heading}</p>
      <p className={styles.text}>{hero.text}</p>
      {hero.ctaLabel &&
        href &&
        (href.startsWith('/') ? (
          <Link className={styles.link} to={href}>
            {hero.ctaLabel}
          </Link>
        ) : (
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            {hero.ctaLabel}
          </a>
        ))}
    </aside>
  );
}
