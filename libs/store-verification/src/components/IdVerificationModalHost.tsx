import { useSession, useAppConfig } from '@seller-portal/session-guard';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldShowIdVerificationModal } from '../lib/id-verification-modal';
import { hideIdVerificationModal, isIdVerificationModalHidden } from '../lib/modal-cookie';
import { useAnnouncementOpen } from '../lib/use-announcement-open';

// The dialog (and Radix with it) loads only for the owners it concerns.
const IdVerificationModal = lazy(() => import('./IdVerificationModal'));

/**
 * §4.5 mounted by the portal on its signed-in pages: decides with the six conditions and shows the modal. Not on the
 * verification pages themselves, where the owner is already doing what it asks.
 */
export function IdVerificationModalHost() {
  const session = useSession();
  const config = useAppConfig();
  const isAnnouncementOpen = useAnnouncementOpen();
  const [isHiddenByCookie, setHidden] = useState(isIdVerificationModalHidden);
  const { pathname } = useLocation();
  const customFields = session.data?.mode?.type === 'STORE' ? session.data.customFields : null;
  const show =
    !pathname.startsWith('/store/verification') &&
    shouldShowIdVerificationModal({ isAnnouncementOpen, isHiddenByCookie, customFields, config: config.data, now: Date.now() });
  if (!show || !customFields?.identityPhotoVerificationDeadline) return null;
  return (
    <Suspense fallback={null}>
      <IdVerificationModal
        deadline={customFields.identityPhotoVerificationDeadline}
        onHide={() => {
          hideIdVerificationModal();
          setHidden(true);
        }}
      />
    </Suspense>
  );
}
