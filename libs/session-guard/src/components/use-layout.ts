import { isPublicMatch, useDevice, useMatchedRoutes, useViewportClass, type Device } from '@seller-portal/app-runtime';
import type { Channel } from '@seller-portal/contracts/core';
import { isEmbedded, layoutFor, type Layout } from '@seller-portal/device-layout';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../api/app-config-hooks';
import { useSession } from '../api/session-hooks';
import { publicActionHeaderOf } from '../guard/guard';
import { useChannel } from './use-channel';

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
