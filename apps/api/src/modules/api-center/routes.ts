import { apiCenterPaths, auditHistoryQuerySchema, builtInSpecificationId } from '@seller-portal/contracts';
import type { Access } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { servedApiDocument } from '../../http/openapi';
import { uploadLimit } from '../../http/rate-limit';
import { signedIn } from '../session';
import type { ApiCenterService } from './service';
import { readUpload } from './upload';

/** §6: every API center call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER. */
const apiCenter: Access = { modes: ['INTERNAL'], accessibilities: ['INTERNAL_SELLER-API-CENTER'] };

const idOf = (params: unknown) => String((params as { id?: unknown }).id ?? '');

export function apiCenterRoutes(specifications: ApiCenterService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    // The server's own API, for the marketplace's integrators: behind the API center's code like the uploaded ones.
    route.get(apiCenterPaths.openApi, { access: apiCenter, answer: 'raw' }, async ({ request, reply }) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(servedApiDocument(request.server))),
    ),
    route.get(apiCenterPaths.specifications, { access: apiCenter }, () => specifications.list()),
    route.post(apiCenterPaths.specifications, { access: apiCenter, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      specifications.upload(signedIn(context), await readUpload(context.request)),
    ),
    route.get(apiCenterPaths.specificationPattern, { access: apiCenter }, async (context) => {
      const id = idOf(context.request.params);
      return id === builtInSpecificationId ? specifications.builtIn(servedApiDocument(context.request.server)) : specifications.get(id);
    }),
    route.delete(apiCenterPaths.specificationPattern, { access: apiCenter }, async (context) => {
      await specifications.remove(signedIn(context), idOf(context.request.params));
      return null;
    }),
    route.get(apiCenterPaths.services, { access: apiCenter }, () => specifications.services()),
    route.get(apiCenterPaths.history, { access: apiCenter, querystring: auditHistoryQuerySchema }, (context) => specifications.history(context.query)),
  ];
}
