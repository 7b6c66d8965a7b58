// The shell's overlays that can show on any page; page-overlays loads this module the first time one can show.
export { UpdateWebviewPopup } from '@seller-portal/shell';
