import {
  officialStoreCalls,
  officialStoreDocumentField,
  officialStoreDocumentKindSchema,
  officialStoreDocumentMaxBytes,
  officialStorePaths,
  officialStoreUploadAccess,
  type OfficialStoreDocumentKind,
} from '@seller-portal/contracts/official-store';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { readSingleNamedFile } from '../../http/single-file';
import { signedIn, storeCodeOf } from '../session';
import type { OfficialStoreService } from './service';

/** The `:kind` of the upload's path; any other value names no call. */
function documentKindOf(request: FastifyRequest): OfficialStoreDocumentKind {
  const parsed = officialStoreDocumentKindSchema.safeParse((request.params as { kind?: unknown }).kind);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/** The one file of a multipart body (field `file`), its size bounded before it is read: 10 MB. */
function readDocument(request: FastifyRequest) {
  return readSingleNamedFile(request, {
    field: officialStoreDocumentField,
    maxBytes: officialStoreDocumentMaxBytes,
    missing: 'OFFICIAL_STORE_DOCUMENT_MISSING',
    tooLarge: 'OFFICIAL_STORE_DOCUMENT_TOO_LARGE',
  });
}

/**
 * The seller's calls (STORE, STORE_MANAGE-STORE_STORE-INFORMATION) and the review's (INTERNAL,
 * INTERNAL_OFFICIAL-STORE_REVIEW), from the feature's declaration. The upload is multipart, which a call
 * declaration's JSON body cannot carry: it keeps a plain route with the seller's access.
 */
export function officialStoreRoutes(official: OfficialStoreService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    route.call(officialStoreCalls.status, (context) => {
      const session = signedIn(context);
      return official.status(session, storeCodeOf(session));
    }),
    route.post(
      officialStorePaths.documentUploadPattern,
      { access: officialStoreUploadAccess, files: true, rateLimit: uploadLimit(options.uploadsPerMinute) },
      (context) => {
        const session = signedIn(context);
        return official.upload(session, storeCodeOf(session), documentKindOf(context.request), () => readDocument(context.request));
      },
    ),
    route.call(officialStoreCalls.apply, (context) => {
      const session = signedIn(context);
      return official.apply(session, storeCodeOf(session), context.body);
    }),
    route.call(officialStoreCalls.reviewList, (context) => official.reviewList(context.query.status)),
    route.call(officialStoreCalls.reviewDetail, (context) => official.reviewDetail(context.params.applicationId)),
    route.call(officialStoreCalls.decide, (context) => official.decide(signedIn(context), context.params.applicationId, context.body)),
    route.call(officialStoreCalls.reviewDocument, async (context) => {
      const document = await official.document(context.params.documentId);
      // Shown inline in the reviewer's tab, never run as a page of ours: its own type, no sniffing, a sandbox.
      return context.reply
        .type(document.mediaType)
        .header('content-disposition', `inline; filename="${document.fileName.replace(/[^\w.\- ]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-store')
        .send(document.content);
    }),
  ];
}
