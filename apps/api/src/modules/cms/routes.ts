import { cmsCalls as calls } from '@seller-portal/contracts/education';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { CmsService } from './service';

// Access, schemas and codes are the calls' (`cmsCalls`): the reads are public (§6 /backend/py-common, §2.7 the public
// pages); the editing needs INTERNAL mode and INTERNAL_CMS-CONTENT (`cmsContentFeature`).

export function cmsRoutes(cms: CmsService): RouteDefinition[] {
  return [
    route.call(calls.content, (context) => cms.published('CMS', context.params.code, context.query.language)),
    route.call(calls.commonPages, (context) => cms.publishedList('PAGE', context.query.language)),
    route.call(calls.commonPage, (context) => cms.published('PAGE', context.params.page, context.query.language)),
    route.call(calls.activeText, (context) => cms.published('TEXT', context.params.code, context.query.language)),
    route.call(calls.list, () => cms.list()),
    route.call(calls.detail, (context) => cms.detail(context.params.code)),
    route.call(calls.saveDraft, (context) =>
      cms.saveDraft(signedIn(context).session.username, context.params.code, context.body.version, context.body.content),
    ),
    route.call(calls.preview, (context) => cms.preview(context.params.code, context.query.language)),
    route.call(calls.publish, (context) => cms.publish(signedIn(context).session.username, context.params.code, context.body.version)),
    route.call(calls.unpublish, (context) => cms.unpublish(signedIn(context).session.username, context.params.code, context.body.version)),
    route.call(calls.revisions, (context) => cms.revisions(context.params.code)),
  ];
}
