import { apiPaths } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import type { ConfigService } from './service';

export function configRoutes(config: ConfigService): RouteDefinition[] {
  return [
    route.get(
      apiPaths.config,
      {
        // §4.1 startup loads the config before anyone signs in.
        access: { public: true },
      },
      () => config.applicationConfig(),
    ),
  ];
}
