import { VideoModal } from '@seller-portal/shell';
import { useNavigationRules } from './navigation-rules';

// The shell's overlays that can show on any page; page-overlays loads this module the first time one can show.
export { AppBanner, UpdateWebviewPopup } from '@seller-portal/shell';

/** §2.8 the video modal; closing it navigates back through the navigation helper, which needs its rules. */
export function VideoOverlay() {
  useNavigationRules();
  return <VideoModal />;
}
