import {
  announcementCalls as calls,
  announcementDownloadContentTypes,
  announcementLimits,
  announcementReportFileName,
} from '@seller-portal/contracts/announcements';
import { AppError } from '../../http/app-error';
import { sendImage } from '../../http/image-answer';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import { reportFile } from './report';
import type { AnnouncementService } from './service';

// The calls and their access are `announcementCalls` (contracts): the seller's need a STORE session (the store is
// the session's), the management's §6 INTERNAL_ANNOUNCEMENT (`announcementsFeature`).

export function announcementRoutes(announcements: AnnouncementService): RouteDefinition[] {
  return [
    route.call(calls.running, (context) => announcements.running(signedIn(context))),
    route.call(calls.byCode, (context) => announcements.byCode(signedIn(context), context.query.code)),
    route.call(calls.read, (context) => announcements.act(signedIn(context), context.query.code, 'READ')),
    route.call(calls.stop, (context) => announcements.act(signedIn(context), context.query.code, 'STOP')),
    route.call(calls.ignore, (context) => announcements.act(signedIn(context), context.query.code, 'IGNORE')),
    route.call(calls.acknowledge, (context) => announcements.act(signedIn(context), context.query.code, 'ACKNOWLEDGE')),
    // §7 fixes the approval as a GET; a link on another site must not approve for the owner.
    route.call(calls.approveAgreement, { stateChanging: true }, async (context) => {
      await announcements.approveAgreement(signedIn(context));
      return null;
    }),

    route.call(calls.filter, (context) => announcements.filter(context.body)),
    route.call(calls.create, { blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']], bodyLimitBytes: announcementLimits.bodyMaxBytes }, (context) =>
      announcements.create(signedIn(context), context.body),
    ),
    route.call(calls.update, { blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']], bodyLimitBytes: announcementLimits.bodyMaxBytes }, (context) =>
      announcements.update(signedIn(context), context.body),
    ),
    route.call(calls.internalStop, (context) => announcements.stop(signedIn(context), context.query.code)),
    route.call(calls.bannerOrder, (context) => announcements.orderBanners(signedIn(context), context.body)),
    route.call(calls.history, (context) => announcements.history(context.query)),
    route.call(calls.download, async ({ query, reply }) => {
      const rows = await announcements.report(query.code);
      const file = await reportFile(query.code, query.downloadType, rows);
      return reply
        .header('content-type', announcementDownloadContentTypes[query.downloadType])
        .header('content-disposition', `attachment; filename="${announcementReportFileName(query.code, query.downloadType)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    }),
    route.call(calls.bannerImage, async ({ query, reply, session }) => {
      const image = await announcements.bannerImage(signedIn({ session }), query.code);
      if (!image) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
      return sendImage(reply, { contentType: image.mimeType, bytes: image.bytes });
    }),
  ];
}
