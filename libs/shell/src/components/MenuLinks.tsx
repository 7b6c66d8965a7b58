import type { SessionMenu } from '@seller-portal/contracts';
import clsx from 'clsx';
import { useShellTranslation } from '../i18n/resources';
import { menuLabel } from './menu-label';
import { ShellLink } from '@seller-portal/app-runtime';
import styles from './MenuLinks.module.css';

function MenuLink({ menu, onNavigate }: { menu: SessionMenu & { url: string }; onNavigate?: () => void }) {
  const { t } = useShellTranslation();
  return (
    <ShellLink
      className={styles.link}
      activeClassName={styles.active}
      to={menu.url}
      onNavigate={onNavigate}
      onClick={(event) => {
        // A followed link folds the group it was in.
        event.currentTarget.closest('details')?.removeAttribute('open');
      }}
    >
      {menuLabel(t, menu)}
    </ShellLink>
  );
}

export interface MenuLinksProps {
  menus: readonly SessionMenu[];
  layout: 'bar' | 'panel';
  onNavigate?: () => void;
}

/** The session's menus (§3) as links; a menu with subs shows them as a labelled group. */
export function MenuLinks({ menus, layout, onNavigate }: MenuLinksProps) {
  const { t } = useShellTranslation();
  return (
    <ul className={clsx(styles.list, styles[layout])}>
      {menus.map((menu) => (
        <li key={menu.code} className={styles.item}>
          {menu.url && <MenuLink menu={{ ...menu, url: menu.url }} onNavigate={onNavigate} />}
          {!menu.url && menu.subs && (
            <details
              className={styles.group}
              onKeyDown={(event) => {
                if (event.key === 'Escape') event.currentTarget.removeAttribute('open');
              }}
            >
              <summary className={styles.link}>{menuLabel(t, menu)}</summary>
              <ul className={styles.subs}>
                {menu.subs
                  .filter((sub): sub is SessionMenu & { url: string } => Boolean(sub.url))
                  .map((sub) => (
                    <li key={sub.code}>
                      <MenuLink menu={sub} onNavigate={onNavigate} />
                    </li>
                  ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
