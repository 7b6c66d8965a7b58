import {
  categoryQuerySchema,
  productLimits,
  productListQuerySchema,
  productAccess,
  productPaths,
  productReviewListQuerySchema,
  productReviewReplyRequestSchema,
  productStatusRequestSchema,
  productUpdateRequestSchema,
} from '@seller-portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { featureAccess, type Access } from '../../http/access';
import { productsFeature } from '@seller-portal/contracts';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../i18n/server-i18n';
import { readSingleNamedFile } from '../../http/single-file';
import { signedIn, storeCodeOf } from '../session';
import type { ProductsService } from './service';

/**
 * A STORE session works on its own store's products and reviews, and nothing else's, with the portal's codes
 * (contracts' `productAccess`): chat-only staff change no price, stock or reply.
 */
const productsAccess = featureAccess(productsFeature, 'products');
const reviewsAccess = featureAccess(productsFeature, 'reviews');
/** The item detail is also seller chat's product card (§6: chat needs STORE_CONVERSATION). */
const itemDetailAccess: Access = { modes: ['STORE'], anyOf: productAccess.itemDetail };
/** §7 reference data: any signed-in session may read the category tree. */
const anySession: Access = { modes: 'any' };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const paramOf = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown>)[name] ?? '');

function sendXlsx(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return reply
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(content);
}

export function productRoutes(products: ProductsService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));
  return [
    route.get(productPaths.categories, { access: anySession, querystring: categoryQuerySchema }, (context) => products.categories(context.query)),
    route.get(productPaths.list, { access: productsAccess, querystring: productListQuerySchema }, (context) => products.list(storeOf(context), context.query)),
    route.get(productPaths.detailPattern, { access: itemDetailAccess }, (context) => products.detail(storeOf(context), paramOf(context.request, 'itemId'))),
    route.put(productPaths.itemPattern, { access: productsAccess, body: productUpdateRequestSchema }, (context) =>
      products.update(storeOf(context), paramOf(context.request, 'itemId'), context.body),
    ),
    route.post(productPaths.status, { access: productsAccess, body: productStatusRequestSchema }, (context) =>
      products.setActive(storeOf(context), context.body.itemIds, context.body.active),
    ),
    route.get(productPaths.bulkTemplate, { access: productsAccess, answer: 'raw' }, async (context) => {
      const storeCode = storeOf(context);
      return sendXlsx(context.reply, `produk-${storeCode}.xlsx`, await products.template(storeCode));
    }),
    route.post(
      productPaths.bulkUpload,
      { access: productsAccess, bodyLimitBytes: productLimits.bulkFileMaxBytes + 64 * 1024, rateLimit: uploadLimit(options.uploadsPerMinute) },
      async (context) => {
        const current = signedIn(context);
        const storeCode = storeCodeOf(current);
        const { content, fileName } = await readSingleNamedFile(context.request, {
          field: 'file',
          maxBytes: productLimits.bulkFileMaxBytes,
          missing: 'PRODUCT_BULK_FILE_MISSING',
          tooLarge: 'PRODUCT_BULK_FILE_TOO_LARGE',
        });
        // The page sends its language (`?lang=`): the failed rows' file is written in it.
        return products.upload(storeCode, current.userId, fileName, content, requestLanguage(context.request));
      },
    ),
    route.get(productPaths.bulkProcessNotesPattern, { access: productsAccess }, (context) =>
      products.bulkProcess(storeOf(context), paramOf(context.request, 'bulkProcessId')),
    ),
    route.get(productPaths.bulkProcessFilePattern, { access: productsAccess, answer: 'raw' }, async (context) => {
      const id = paramOf(context.request, 'bulkProcessId');
      return sendXlsx(context.reply, `produk-gagal-${id.slice(0, 8)}.xlsx`, await products.bulkProcessFile(storeOf(context), id));
    }),
    route.get(productPaths.reviews, { access: reviewsAccess, querystring: productReviewListQuerySchema }, (context) =>
      products.reviews(storeOf(context), context.query),
    ),
    route.put(productPaths.reviewReplyPattern, { access: reviewsAccess, body: productReviewReplyRequestSchema }, (context) =>
      products.reply(storeOf(context), paramOf(context.request, 'reviewId'), context.body.text),
    ),
  ];
}
