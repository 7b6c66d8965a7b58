import { apiCenterCalls, apiCenterPaths, builtInSpecificationId } from '@seller-portal/contracts/api-center';
import { featureAccess } from '../../http/access';
import { apiCenterFeature } from '@seller-portal/contracts/api-center';
import { route, type RouteDefinition } from '../../http/define-route';
import { servedApiDocument } from '../../http/openapi';
import { uploadLimit } from '../../http/rate-limit';
import { signedIn } from '../session';
import type { ApiCenterService } from './service';
import { readUpload } from './upload';

/** §6: every API center call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER. */
const apiCenter = featureAccess(apiCenterFeature);

export function apiCenterRoutes(specifications: ApiCenterService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    // The server's own API, for the marketplace's integrators: behind the API center's code like the uploaded ones.
    route.get(apiCenterPaths.openApi, { access: apiCenter, answer: 'raw' }, async ({ request, reply }) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(servedApiDocument(request.server))),
    ),
    route.call(apiCenterCalls.specifications, () => specifications.list()),
    route.post(apiCenterPaths.specifications, { access: apiCenter, files: true, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      specifications.upload(signedIn(context), await readUpload(context.request)),
    ),
    route.call(apiCenterCalls.specification, async (context) => {
      const { id } = context.params;
      return id === builtInSpecificationId ? specifications.builtIn(servedApiDocument(context.request.server)) : specifications.get(id);
    }),
    route.call(apiCenterCalls.remove, async (context) => {
      await specifications.remove(signedIn(context), context.params.id);
      return null;
    }),
    route.call(apiCenterCalls.services, () => specifications.services()),
    route.call(apiCenterCalls.history, (context) => specifications.history(context.query)),
  ];
}
