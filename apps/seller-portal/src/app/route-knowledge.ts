import type { RouteObject } from 'react-router-dom';

/** The router's routes as they are now (modules add theirs at runtime), for the §2.10 navigation rules. */
export const routeKnowledge: { routes: () => RouteObject[] } = {
  routes: () => [],
};
