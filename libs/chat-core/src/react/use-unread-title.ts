import { useEffect } from 'react';
import { titleWithUnread } from '../notifications/decide';
import { useUnreadRooms } from './hooks';

/** §4.10 the unread count in the tab title ("(3) …"), kept as pages change their titles. */
export function useUnreadTitle(): void {
  const unread = useUnreadRooms();
  useEffect(() => {
    const apply = () => {
      const next = titleWithUnread(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithUnread(document.title, 0);
    };
  }, [unread]);
}
