import { VideoModal } from '@seller-portal/shell';
import { useNavigationRules } from './navigation-rules';

/** §2.8 the video modal; closing it navigates back through the navigation helper, which needs its rules. */
export default function VideoOverlay() {
  useNavigationRules();
  return <VideoModal />;
}
