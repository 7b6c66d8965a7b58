import {
  announcementBannerOrderRequestSchema,
  announcementCodeQuerySchema,
  announcementCreateRequestSchema,
  announcementDownloadContentTypes,
  announcementDownloadQuerySchema,
  announcementFilterRequestSchema,
  announcementHistoryQuerySchema,
  announcementLimits,
  announcementPaths,
  announcementReportFileName,
  announcementUpdateRequestSchema,
  type AnnouncementAction,
} from '@seller-portal/contracts';
import { z } from 'zod';
import { featureAccess, type Access } from '../../http/access';
import { announcementsFeature } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import { sendImage } from '../../http/image-answer';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import { reportFile } from './report';
import type { AnnouncementService } from './service';

/** Seller calls: any STORE session (the store is the session's). */
const seller: Access = { modes: ['STORE'] };
/** Management calls: §6 INTERNAL_ANNOUNCEMENT. */
const management = featureAccess(announcementsFeature);

const sellerActions: readonly [string, AnnouncementAction][] = [
  [announcementPaths.read, 'READ'],
  [announcementPaths.stop, 'STOP'],
  [announcementPaths.ignore, 'IGNORE'],
  [announcementPaths.acknowledge, 'ACKNOWLEDGE'],
];

export function announcementRoutes(announcements: AnnouncementService): RouteDefinition[] {
  return [
    route.get(announcementPaths.running, { access: seller, answer: 'content' }, (context) => announcements.running(signedIn(context))),
    route.get(announcementPaths.byCode, { access: seller, querystring: announcementCodeQuerySchema }, (context) =>
      announcements.byCode(signedIn(context), context.query.code),
    ),
    ...sellerActions.map(([url, action]) =>
      route.put(url, { access: seller, querystring: announcementCodeQuerySchema }, (context) =>
        announcements.act(signedIn(context), context.query.code, action),
      ),
    ),
    // §7 fixes the approval as a GET; a link on another site must not approve for the owner.
    route.get(announcementPaths.approveAgreement, { access: seller, stateChanging: true }, async (context) => {
      await announcements.approveAgreement(signedIn(context));
      return null;
    }),

    route.post(announcementPaths.filter, { access: management, body: announcementFilterRequestSchema }, (context) => announcements.filter(context.body)),
    route.post(
      announcementPaths.create,
      {
        access: management,
        body: announcementCreateRequestSchema,
        blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']],
        bodyLimitBytes: announcementLimits.bodyMaxBytes,
      },
      (context) => announcements.create(signedIn(context), context.body),
    ),
    route.put(
      announcementPaths.update,
      {
        access: management,
        body: announcementUpdateRequestSchema,
        blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']],
        bodyLimitBytes: announcementLimits.bodyMaxBytes,
      },
      (context) => announcements.update(signedIn(context), context.body),
    ),
    route.put(announcementPaths.internalStop, { access: management, querystring: announcementCodeQuerySchema }, (context) =>
      announcements.stop(signedIn(context), context.query.code),
    ),
    route.put(announcementPaths.bannerOrder, { access: management, body: announcementBannerOrderRequestSchema }, (context) =>
      announcements.orderBanners(signedIn(context), context.body),
    ),
    route.get(announcementPaths.history, { access: management, querystring: announcementHistoryQuerySchema }, (context) =>
      announcements.history(context.query),
    ),
    route.get(announcementPaths.download, { access: management, querystring: announcementDownloadQuerySchema, answer: 'raw' }, async ({ query, reply }) => {
      const rows = await announcements.report(query.code);
      const file = await reportFile(query.code, query.downloadType, rows);
      return reply
        .header('content-type', announcementDownloadContentTypes[query.downloadType])
        .header('content-disposition', `attachment; filename="${announcementReportFileName(query.code, query.downloadType)}"`)
        .header('cache-control', 'no-store')
        .send(file);
    }),
    route.get(
      announcementPaths.bannerImage,
      {
        // Banners show on the seller's dashboard (announcements addressed to the store) and on the management pages.
        access: { modes: ['STORE', 'INTERNAL'] },
        querystring: announcementCodeQuerySchema.extend({ v: z.string().max(20).optional() }),
        answer: 'raw',
      },
      async ({ query, reply, session }) => {
        const image = await announcements.bannerImage(signedIn({ session }), query.code);
        if (!image) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
        return sendImage(reply, { contentType: image.mimeType, bytes: image.bytes });
      },
    ),
  ];
}
