export { ShellLayout } from './components/ShellLayout';
export { PublicLayout } from './components/PublicLayout';
export { ShellErrorView } from './components/ShellErrorView';
export { VideoModal } from './components/VideoModal';
export { AppBanner } from './components/AppBanner';
export { UpdateWebviewPopup } from './components/UpdateWebviewPopup';
export { useAlert, type AlertOptions, type AlertType } from './state/alert';
export { shellResources } from './i18n/resources';
export { CommandPaletteEntry } from './components/CommandPaletteEntry';
