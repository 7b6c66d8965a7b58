import { apiPaths } from '@seller-portal/contracts';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import type { ConfigService } from './service';

export function configRoutes(config: ConfigService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: apiPaths.config,
      // §4.1 startup loads the config before anyone signs in.
      access: { public: true },
      handler: () => config.applicationConfig(),
    }),
  ];
}
