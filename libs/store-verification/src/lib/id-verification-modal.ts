import { configKeys, type AppConfig, type SessionCustomFields } from '@seller-portal/contracts/core';
import { identityVerificationStatuses } from '@seller-portal/contracts/store-verification';

export interface IdVerificationModalFacts {
  /** An announcement of the §4.8 modal queue is showing. */
  isAnnouncementOpen: boolean;
  /** The Hide-Id-Verification-Modal cookie is set. */
  isHiddenByCookie: boolean;
  customFields: Pick<SessionCustomFields, 'fraudStatus' | 'isOwner' | 'identityPhotoVerificationDeadline'> | null | undefined;
  config: AppConfig | null | undefined;
  /** epoch ms */
  now: number;
}

/** §4.5 the ID-verification modal shows when all six conditions hold. */
export function shouldShowIdVerificationModal({ isAnnouncementOpen, isHiddenByCookie, customFields, config, now }: IdVerificationModalFacts): boolean {
  const deadline = customFields?.identityPhotoVerificationDeadline;
  return (
    !isAnnouncementOpen &&
    !isHiddenByCookie &&
    customFields?.fraudStatus === identityVerificationStatuses.waiting &&
    customFields.isOwner === true &&
    typeof deadline === 'number' &&
    deadline > now &&
    config?.[configKeys.showIdVerification] === 'true'
  );
}
