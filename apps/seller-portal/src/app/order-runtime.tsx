import { useDevice } from '@seller-portal/app-runtime';
import { hasAccessibilities } from '@seller-portal/contracts';
import { NewOrderNotifications } from '@seller-portal/orders';
import { useSession } from '@seller-portal/session-guard';

/**
 * New orders beside the shell's pages, for a STORE session holding STORE_ORDER (§6): a toast and a desktop
 * notification on any page, through the tab's realtime socket. Loaded with the shell, never with /sign-in.
 */
export default function OrderRuntime() {
  const { data: session } = useSession();
  const { isApp } = useDevice();
  if (session?.mode?.type !== 'STORE' || !hasAccessibilities(session, ['STORE_ORDER'])) return null;
  return <NewOrderNotifications askPermission={!isApp} />;
}
