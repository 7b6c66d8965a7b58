import { useStoreUnreadRooms } from '@seller-portal/chat-core';
import type { BottomNavIcon, Session } from '@seller-portal/contracts/core';
import { CountBadge } from '@seller-portal/ui';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom } from '../state/shell-state';
import { ChatIcon, HomeIcon, OrdersIcon, ProductIcon, UserIcon } from './icons';
import { bottomNavbarItemsOf, ShellLink, useMountedFeatures } from '@seller-portal/app-runtime';
import styles from './BottomNavbar.module.css';

const icons: Record<BottomNavIcon, ReactNode> = {
  home: <HomeIcon />,
  orders: <OrdersIcon />,
  chat: <ChatIcon />,
  products: <ProductIcon />,
};

/**
 * §2.8 bottom navbar for STORE sessions on the web in mobile view (where it shows is the layout's rule): the items the
 * mounted features declare for the session's codes, then the account menu.
 */
export function BottomNavbar({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  const items = bottomNavbarItemsOf(useMountedFeatures() ?? [], session);
  const openMenu = useSetAtom(mobileMenuOpenAtom);
  // §4.10 the rooms with unread messages, from the chat the page has open (0 while none is).
  const unread = useStoreUnreadRooms();
  return (
    <nav className={styles.bar} aria-label={t('bottomNav.label')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <ShellLink to={item.to} className={styles.item} activeClassName={styles.active}>
              {icons[item.icon]}
              <span>{t(`bottomNav.${item.key}`)}</span>
              {item.badge === 'unread-chats' && <CountBadge count={unread} label={t('bottomNav.unread', { count: unread })} className={styles.badge} />}
            </ShellLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={() => openMenu(true)}>
            <UserIcon />
            <span>{t('bottomNav.account')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
