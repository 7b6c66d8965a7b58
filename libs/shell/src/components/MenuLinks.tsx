import { useStoreUnreadRooms } from '@seller-portal/chat-core';
import type { SessionMenu } from '@seller-portal/contracts/core';
import { CountBadge } from '@seller-portal/ui';
import clsx from 'clsx';
import { useShellTranslation } from '../i18n/resources';
import { menuLabel } from './menu-label';
import { ShellLink } from '@seller-portal/app-runtime';
import styles from './MenuLinks.module.css';

/** The menu the chat's unread rooms are counted on, as on the bottom navbar's "Chat". */
const chatMenuUrl = '/conversations';

/** The unread rooms over the link's corner: placed absolutely, so the menus never move when it comes or goes. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useShellTranslation();
  return <CountBadge count={count} label={t('bottomNav.unread', { count })} className={styles.badge} data-unread-badge="" />;
}

function MenuLink({ menu, onNavigate, unread = 0 }: { menu: SessionMenu & { url: string }; onNavigate?: () => void; unread?: number }) {
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
      <UnreadBadge count={unread} />
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
  // §4.10 the rooms with unread messages, from the chat the page has open (0 while none is).
  const unread = useStoreUnreadRooms();
  return (
    <ul className={clsx(styles.list, styles[layout])}>
      {menus.map((menu) => (
        <li key={menu.code} className={styles.item}>
          {menu.url && <MenuLink menu={{ ...menu, url: menu.url }} onNavigate={onNavigate} unread={menu.url === chatMenuUrl ? unread : 0} />}
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
                      <MenuLink menu={sub} onNavigate={onNavigate} unread={sub.url === chatMenuUrl ? unread : 0} />
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
