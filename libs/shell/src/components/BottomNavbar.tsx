import { useStoreUnreadRooms } from '@seller-portal/chat-core';
import { chatAccessCodes, hasAccessibilities, productAccess, type Session } from '@seller-portal/contracts';
import { VisuallyHidden } from '@seller-portal/ui';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useShellTranslation } from '../i18n/resources';
import { mobileMenuOpenAtom } from '../state/shell-state';
import { ChatIcon, HomeIcon, OrdersIcon, ProductIcon, UserIcon } from './icons';
import { ShellLink } from '@seller-portal/app-runtime';
import styles from './BottomNavbar.module.css';

interface Item {
  key: string;
  to: string;
  icon: ReactNode;
  /** Shown when the session holds any of these (§6). */
  anyOf?: readonly string[];
}

const items: readonly Item[] = [
  { key: 'home', to: '/dashboard', icon: <HomeIcon /> },
  { key: 'orders', to: '/order-list', icon: <OrdersIcon />, anyOf: ['STORE_ORDER'] },
  { key: 'chat', to: '/conversations', icon: <ChatIcon />, anyOf: chatAccessCodes },
  { key: 'products', to: '/external/product/active/all', icon: <ProductIcon />, anyOf: [productAccess.products] },
];

/** The items a session's accessibility codes open. */
export function bottomNavbarItems(session: Pick<Session, 'accessibilities'>): readonly Item[] {
  return items.filter((item) => !item.anyOf || item.anyOf.some((code) => hasAccessibilities(session, [code])));
}

/** §2.8 bottom navbar for STORE sessions on the web in mobile view; where it shows is the layout's rule. */
export function BottomNavbar({ session }: { session: Session }) {
  const { t } = useShellTranslation();
  const openMenu = useSetAtom(mobileMenuOpenAtom);
  // §4.10 the rooms with unread messages, from the chat the page has open (0 while none is).
  const unread = useStoreUnreadRooms();
  return (
    <nav className={styles.bar} aria-label={t('bottomNav.label')}>
      <ul className={styles.list}>
        {bottomNavbarItems(session).map((item) => (
          <li key={item.key}>
            <ShellLink to={item.to} className={styles.item} activeClassName={styles.active}>
              {item.icon}
              <span>{t(`bottomNav.${item.key}`)}</span>
              {item.key === 'chat' && unread > 0 && (
                <span className={styles.badge}>
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <VisuallyHidden>{t('bottomNav.unread', { count: unread })}</VisuallyHidden>
                </span>
              )}
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
