import { MountedFeaturesProvider, mountedIn, useLanguageQuery } from '@seller-portal/app-runtime';
import { changeLanguage, type Language } from '@seller-portal/i18n';
import { useSession } from '@seller-portal/session-guard';
import { CommandPaletteEntry } from '@seller-portal/shell';
import { Avatar, Header, LanguageSwitch } from '@seller-portal/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { consoleFeatures } from '../app/features';
import { useConsoleTranslation } from '../i18n/resources';
import styles from './ConsoleLayout.module.css';

// The palette finds the menus and pages of the features the console mounts, as the portal's does.
const mountedFeatures = consoleFeatures.filter((feature) => mountedIn(feature, 'console'));

/** Header (title, the command palette, the signed-in person, language, sign-out) above the console's pages. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useConsoleTranslation();
  useLanguageQuery();
  const { data: session } = useSession();
  if (!session) return null;
  const name = session.customFields.displayName || session.username;
  const languageSwitch = (
    <LanguageSwitch size="sm" value={(i18n.resolvedLanguage ?? i18n.language) as Language} onChange={(lang) => void changeLanguage(i18n, lang)} />
  );
  return (
    <MountedFeaturesProvider features={mountedFeatures}>
      <div className={styles.shell}>
        <Header
          logo={
            <Link to="/" className={styles.brand}>
              <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
              <span>{t('title')}</span>
            </Link>
          }
          end={
            <span className={styles.end}>
              <CommandPaletteEntry session={session} />
              <span className={styles.wideOnly}>{languageSwitch}</span>
              <span className={styles.identity}>
                <Avatar name={name} size="sm" />
                <span className={styles.name}>{name}</span>
              </span>
              <Link className={styles.signOut} to="/sign-out">
                {t('signOut', { ns: 'common' })}
              </Link>
            </span>
          }
        />
        <div className={styles.phoneTools}>{languageSwitch}</div>
        <main className={styles.main}>{children}</main>
      </div>
    </MountedFeaturesProvider>
  );
}
