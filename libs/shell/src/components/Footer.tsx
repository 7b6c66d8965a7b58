import { useShellTranslation } from '../i18n/resources';
import { appVersion } from '../lib/shell-config';
import { ShellLink, useIsServed } from '@seller-portal/app-runtime';
import { useSession } from '@seller-portal/session-guard';
import styles from './Footer.module.css';

const links = [
  { to: '/bantuan', key: 'footer.help' },
  { to: '/pages/seller-agreement', key: 'footer.agreement' },
  { to: '/pages/seller-privacy-policy', key: 'footer.privacy' },
  { to: '/intellectual-property-protection', key: 'footer.ipProtection' },
] as const;

/** The shell's footer: help and policy pages (those a mounted feature serves), the copyright and the app version (§9). */
export function Footer() {
  const { t } = useShellTranslation();
  const { data: session } = useSession();
  const served = useIsServed(session);
  const shown = links.filter((link) => served(link.to));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {shown.length > 0 && (
          <nav aria-label={t('footer.label')}>
            <ul className={styles.links}>
              {shown.map((link) => (
                <li key={link.to}>
                  <ShellLink to={link.to} className={styles.link}>
                    {t(link.key)}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.fineprint}>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <span>{t('footer.version', { version: appVersion })}</span>
        </p>
      </div>
    </footer>
  );
}
