import { useAppContext } from '@seller-portal/app-runtime';
import { ConfirmDialog } from '@seller-portal/ui/forms';
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import type { Blocker, BlockerFunction } from 'react-router-dom';
import { useNotificationsTranslation } from '../i18n/resources';

const notBlocked: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };
const noSubscription = () => () => undefined;

/**
 * React Router's blocker (what its `useBlocker` does), asked of the page's data router from this page's own chunk: the
 * hook itself would join the framework chunk every page loads, /sign-in's too. While `when` says so, a move waits.
 */
function useLeaveBlocker(when: BlockerFunction): Blocker {
  const router = useAppContext()?.router;
  const key = useId();
  useEffect(() => {
    router?.getBlocker(key, when);
  }, [router, key, when]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return useSyncExternalStore(router ? router.subscribe : noSubscription, () => router?.state.blockers.get(key) ?? notBlocked);
}

/**
 * While `unsaved` holds, leaving the page asks first: a move inside the portal (menu, links, the browser's back) opens
 * "Keep editing / Discard changes"; closing or reloading the tab gets the browser's own question.
 */
export function LeaveWithoutSaving({ unsaved }: { unsaved: boolean }) {
  const { t } = useNotificationsTranslation();
  // Only a move to another page asks; a change of the query or hash on this page is no leaving.
  const blocker = useLeaveBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname, [unsaved]),
  );

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // Saved or undone meanwhile: nothing is lost any more, so the move waits no longer.
  useEffect(() => {
    if (!unsaved && blocker.state === 'blocked') blocker.proceed();
  }, [unsaved, blocker]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('settings.leave.title')}
      description={t('settings.leave.body')}
      cancelText={t('settings.leave.keep')}
      confirmText={t('settings.leave.discard')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
