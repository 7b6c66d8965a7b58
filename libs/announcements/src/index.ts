export {
  createModalQueue,
  modalQueue,
  modalOrderOf,
  withEntry,
  withoutEntry,
  knownModalOrders,
  defaultModalOrder,
  modalSequenceChangesEvent,
} from './modal-queue/modal-queue';
export type { ModalQueue, ModalQueueEntry, ModalSequenceChange } from './modal-queue/modal-queue';
export { useCurrentModal } from './modal-queue/use-modal-queue';
export { announcementsManifest } from './manifest';
export {
  AnnouncementOverlays,
  AnnouncementBanners,
  fetchRunningAnnouncements,
  openAgreementModal,
  announcementsToShow,
  popupActions,
  hasBeenRead,
  surveyServiceEnabled,
} from './popups/entry';
