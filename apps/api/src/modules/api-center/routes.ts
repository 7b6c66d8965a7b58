import { apiCenterPaths, auditHistoryQuerySchema } from '@seller-portal/contracts';
import { featureAccess } from '../../http/access';
import { apiCenterFeature } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { signedIn } from '../session';
import type { ApiCenterService } from './service';
import { readUpload } from './upload';

/** §6: every API center call needs INTERNAL mode and INTERNAL_SELLER-API-CENTER. */
const apiCenter = featureAccess(apiCenterFeature);

const idOf = (params: unknown) => String((params as { id?: unknown }).id ?? '');

export function apiCenterRoutes(specifications: ApiCenterService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    route.get(apiCenterPaths.specifications, { access: apiCenter }, () => specifications.list()),
    route.post(apiCenterPaths.specifications, { access: apiCenter, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      specifications.upload(signedIn(context), await readUpload(context.request)),
    ),
    route.get(apiCenterPaths.specificationPattern, { access: apiCenter }, (context) => specifications.get(idOf(context.request.params))),
    route.delete(apiCenterPaths.specificationPattern, { access: apiCenter }, async (context) => {
      await specifications.remove(signedIn(context), idOf(context.request.params));
      return null;
    }),
    route.get(apiCenterPaths.services, { access: apiCenter }, () => specifications.services()),
    route.get(apiCenterPaths.history, { access: apiCenter, querystring: auditHistoryQuerySchema }, (context) => specifications.history(context.query)),
  ];
}
