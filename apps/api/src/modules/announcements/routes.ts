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
  type AnnouncementCodeQuery,
  type AnnouncementDownloadQuery,
} from '@seller-portal/contracts';
import { z } from 'zod';
import type { Access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { sendImage } from '../../http/image-answer';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import { reportFile } from './report';
import type { AnnouncementService } from './service';

/** Seller calls: any STORE session (the store is the session's). */
const seller: Access = { modes: ['STORE'] };
/** Management calls: §6 INTERNAL_ANNOUNCEMENT. */
const management: Access = { modes: ['INTERNAL'], accessibilities: ['INTERNAL_ANNOUNCEMENT'] };

type CreateBody = z.output<typeof announcementCreateRequestSchema>;
type UpdateBody = z.output<typeof announcementUpdateRequestSchema>;
type FilterBody = z.output<typeof announcementFilterRequestSchema>;
type HistoryQuery = z.output<typeof announcementHistoryQuerySchema>;

const sellerActions: readonly [string, AnnouncementAction][] = [
  [announcementPaths.read, 'READ'],
  [announcementPaths.stop, 'STOP'],
  [announcementPaths.ignore, 'IGNORE'],
  [announcementPaths.acknowledge, 'ACKNOWLEDGE'],
];

export function announcementRoutes(announcements: AnnouncementService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      url: announcementPaths.running,
      access: seller,
      answer: 'content',
      handler: (context) => announcements.running(signedIn(context)),
    }),
    defineRoute<undefined, AnnouncementCodeQuery>({
      method: 'GET',
      url: announcementPaths.byCode,
      access: seller,
      querystring: announcementCodeQuerySchema,
      handler: (context) => announcements.byCode(signedIn(context), context.query.code),
    }),
    ...sellerActions.map(([url, action]) =>
      defineRoute<undefined, AnnouncementCodeQuery>({
        method: 'PUT',
        url,
        access: seller,
        querystring: announcementCodeQuerySchema,
        handler: (context) => announcements.act(signedIn(context), context.query.code, action),
      }),
    ),
    defineRoute({
      method: 'GET',
      url: announcementPaths.approveAgreement,
      access: seller,
      handler: async (context) => {
        await announcements.approveAgreement(signedIn(context));
        return null;
      },
    }),

    defineRoute<FilterBody>({
      method: 'POST',
      url: announcementPaths.filter,
      access: management,
      body: announcementFilterRequestSchema,
      handler: (context) => announcements.filter(context.body),
    }),
    defineRoute<CreateBody>({
      method: 'POST',
      url: announcementPaths.create,
      access: management,
      body: announcementCreateRequestSchema,
      blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']],
      bodyLimitBytes: announcementLimits.bodyMaxBytes,
      handler: (context) => announcements.create(signedIn(context), context.body),
    }),
    defineRoute<UpdateBody>({
      method: 'PUT',
      url: announcementPaths.update,
      access: management,
      body: announcementUpdateRequestSchema,
      blankFieldCodes: [['title', 'ANNOUNCEMENT_TITLE_BLANK']],
      bodyLimitBytes: announcementLimits.bodyMaxBytes,
      handler: (context) => announcements.update(signedIn(context), context.body),
    }),
    defineRoute<undefined, AnnouncementCodeQuery>({
      method: 'PUT',
      url: announcementPaths.internalStop,
      access: management,
      querystring: announcementCodeQuerySchema,
      handler: (context) => announcements.stop(signedIn(context), context.query.code),
    }),
    defineRoute<z.output<typeof announcementBannerOrderRequestSchema>>({
      method: 'PUT',
      url: announcementPaths.bannerOrder,
      access: management,
      body: announcementBannerOrderRequestSchema,
      handler: (context) => announcements.orderBanners(signedIn(context), context.body),
    }),
    defineRoute<undefined, HistoryQuery>({
      method: 'GET',
      url: announcementPaths.history,
      access: management,
      querystring: announcementHistoryQuerySchema,
      handler: (context) => announcements.history(context.query),
    }),
    defineRoute<undefined, AnnouncementDownloadQuery>({
      method: 'GET',
      url: announcementPaths.download,
      access: management,
      querystring: announcementDownloadQuerySchema,
      answer: 'raw',
      handler: async ({ query, reply }) => {
        const rows = await announcements.report(query.code);
        const file = await reportFile(query.code, query.downloadType, rows);
        return reply
          .header('content-type', announcementDownloadContentTypes[query.downloadType])
          .header('content-disposition', `attachment; filename="${announcementReportFileName(query.code, query.downloadType)}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    }),
    defineRoute<undefined, AnnouncementCodeQuery>({
      method: 'GET',
      url: announcementPaths.bannerImage,
      // Banners show on the seller's dashboard and on the management pages.
      access: { modes: ['STORE', 'INTERNAL'] },
      querystring: announcementCodeQuerySchema.extend({ v: z.string().max(20).optional() }),
      answer: 'raw',
      handler: async ({ query, reply }) => {
        const image = await announcements.bannerImage(query.code);
        if (!image) throw new AppError('ANNOUNCEMENT_NOT_FOUND');
        return sendImage(reply, { contentType: image.mimeType, bytes: image.bytes });
      },
    }),
  ];
}
