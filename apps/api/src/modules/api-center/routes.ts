import { apiCenterPaths, auditHistoryQuerySchema } from '@seller-portal/contracts';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { ApiCenterService } from './service';
import { readUpload } from './upload';

/** §6: every API center call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER. */
const apiCenter: Access = { modes: ['INTERNAL'], accessibilities: ['INTERNAL_SELLER-API-CENTER'] };

const idOf = (params: unknown) => String((params as { id?: unknown }).id ?? '');

export function apiCenterRoutes(specifications: ApiCenterService): RouteDefinition[] {
  return [
    defineRoute({ method: 'GET', url: apiCenterPaths.specifications, access: apiCenter, handler: () => specifications.list() }),
    defineRoute({
      method: 'POST',
      url: apiCenterPaths.specifications,
      access: apiCenter,
      handler: async (context) => specifications.upload(signedIn(context), await readUpload(context.request)),
    }),
    defineRoute({
      method: 'GET',
      url: apiCenterPaths.specificationPattern,
      access: apiCenter,
      handler: (context) => specifications.get(idOf(context.request.params)),
    }),
    defineRoute({
      method: 'DELETE',
      url: apiCenterPaths.specificationPattern,
      access: apiCenter,
      handler: async (context) => {
        await specifications.remove(signedIn(context), idOf(context.request.params));
        return null;
      },
    }),
    defineRoute({ method: 'GET', url: apiCenterPaths.services, access: apiCenter, handler: () => specifications.services() }),
    defineRoute<undefined, z.output<typeof auditHistoryQuerySchema>>({
      method: 'GET',
      url: apiCenterPaths.history,
      access: apiCenter,
      querystring: auditHistoryQuerySchema,
      handler: (context) => specifications.history(context.query),
    }),
  ];
}
