import type { Channel } from '@seller-portal/contracts';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../api/app-config';
import { useSession } from '../api/session';
import { isEmbedded } from '../device/device';
import { publicActionHeaderOf } from '../guard/guard';
import { layoutFor, type Layout } from '../layout/layout-rules';
import { isPublicMatch } from '../routing/route-meta';
import { useChannel, useDevice, useViewportClass, type Device } from './use-device';
import { useMatchedRoutes } from './use-matched-routes';

export interface ShellLayoutState extends Layout {
  device: Device;
  channel: Channel;
  embedded: boolean;
  isPublicPage: boolean;
  publicActionHeader: boolean;
}

/** §2.8 layout of the current page, from the route, the window, the device, the session and the config. */
export function useLayout(): ShellLayoutState {
  const { pathname, search } = useLocation();
  const matches = useMatchedRoutes();
  const viewport = useViewportClass();
  const device = useDevice();
  const channel = useChannel();
  const { data: session } = useSession();
  const { data: config } = useAppConfig();
  const isPublicPage = isPublicMatch(matches);
  const publicActionHeader = publicActionHeaderOf(matches);
  const embedded = typeof window === 'undefined' ? false : isEmbedded(search);
  const layout = layoutFor({ path: pathname, viewport, isApp: device.isApp, channel, embedded, isPublicPage, publicActionHeader, session, config });
  return { ...layout, device, channel, embedded, isPublicPage, publicActionHeader };
}
