import { configCalls } from '@seller-portal/contracts/core';
import { route, type RouteDefinition } from '../../http/define-route';
import type { ConfigService } from './service';

export function configRoutes(config: ConfigService): RouteDefinition[] {
  // §4.1 startup loads the config before anyone signs in.
  return [route.call(configCalls.get, () => config.applicationConfig())];
}
