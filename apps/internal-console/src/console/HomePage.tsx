import { isServed } from '@seller-portal/app-runtime';
import { useSession } from '@seller-portal/session-guard';
import { consoleRegistry } from '../app/router';
import { Card, Container, VisuallyHidden } from '@seller-portal/ui';
import { Link } from 'react-router-dom';
import { useConsoleTranslation } from '../i18n/resources';
import { areasOf, type Area } from './areas';
import styles from './HomePage.module.css';

/** The console's home: the internal areas the session's menus open (§2.4, §6) that a mounted feature serves. */
export function HomePage() {
  const { t } = useConsoleTranslation();
  const { data: session } = useSession();
  if (!session) return null;
  const areas = areasOf(session, (path) => isServed(consoleRegistry.list(), session, path));
  const areaName = (area: Area) => t([`common:${area.nameKey}`, `console:${area.nameKey}`], { defaultValue: area.code });
  return (
    <Container>
      <h1 className={styles.title}>{t('home.heading')}</h1>
      <p className={styles.lead}>{areas.length > 0 ? t('home.lead') : t('home.none')}</p>
      <ul className={styles.grid}>
        {areas.map((area) => (
          <li key={area.code}>
            <Card className={styles.card}>
              <h2 className={styles.areaTitle}>{areaName(area)}</h2>
              <p className={styles.areaText}>{t(`areas.${area.code}`, { defaultValue: '' })}</p>
              <Link className={styles.open} to={area.to}>
                {t('home.open')}
                <VisuallyHidden> {areaName(area)}</VisuallyHidden>
                <span aria-hidden="true"> →</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Container>
  );
}
