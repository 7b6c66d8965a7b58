import {
  categoryQuerySchema,
  productLimits,
  productListQuerySchema,
  productPaths,
  productReviewListQuerySchema,
  productReviewReplyRequestSchema,
  productStatusRequestSchema,
  productUpdateRequestSchema,
  type ProductReviewReplyRequest,
  type ProductStatusRequest,
  type ProductUpdateRequest,
} from '@seller-portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { defineRoute, type RouteDefinition } from '../../http/define-route';
import { readSingleNamedFile } from '../../http/single-file';
import { signedIn, storeCodeOf } from '../session';
import type { ProductsService } from './service';

/**
 * §6 names no code of its own for products and reviews, and the §3 session menu shows Products to every STORE
 * member: a STORE session works on its own store's products and reviews, and nothing else's.
 */
const store: Access = { modes: ['STORE'] };
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

export function productRoutes(products: ProductsService): RouteDefinition[] {
  const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));
  return [
    defineRoute<undefined, z.output<typeof categoryQuerySchema>>({
      method: 'GET',
      url: productPaths.categories,
      access: anySession,
      querystring: categoryQuerySchema,
      handler: (context) => products.categories(context.query),
    }),
    defineRoute<undefined, z.output<typeof productListQuerySchema>>({
      method: 'GET',
      url: productPaths.list,
      access: store,
      querystring: productListQuerySchema,
      handler: (context) => products.list(storeOf(context), context.query),
    }),
    defineRoute({
      method: 'GET',
      url: productPaths.detailPattern,
      access: store,
      handler: (context) => products.detail(storeOf(context), paramOf(context.request, 'itemId')),
    }),
    defineRoute<ProductUpdateRequest>({
      method: 'PUT',
      url: productPaths.itemPattern,
      access: store,
      body: productUpdateRequestSchema,
      handler: (context) => products.update(storeOf(context), paramOf(context.request, 'itemId'), context.body),
    }),
    defineRoute<ProductStatusRequest>({
      method: 'POST',
      url: productPaths.status,
      access: store,
      body: productStatusRequestSchema,
      handler: (context) => products.setActive(storeOf(context), context.body.itemIds, context.body.active),
    }),
    defineRoute({
      method: 'GET',
      url: productPaths.bulkTemplate,
      access: store,
      answer: 'raw',
      handler: async (context) => {
        const storeCode = storeOf(context);
        return sendXlsx(context.reply, `produk-${storeCode}.xlsx`, await products.template(storeCode));
      },
    }),
    defineRoute({
      method: 'POST',
      url: productPaths.bulkUpload,
      access: store,
      bodyLimitBytes: productLimits.bulkFileMaxBytes + 64 * 1024,
      handler: async (context) => {
        const current = signedIn(context);
        const storeCode = storeCodeOf(current);
        const { content, fileName } = await readSingleNamedFile(context.request, {
          field: 'file',
          maxBytes: productLimits.bulkFileMaxBytes,
          missing: 'PRODUCT_BULK_FILE_MISSING',
          tooLarge: 'PRODUCT_BULK_FILE_TOO_LARGE',
        });
        return products.upload(storeCode, current.userId, fileName, content);
      },
    }),
    defineRoute({
      method: 'GET',
      url: productPaths.bulkProcessNotesPattern,
      access: store,
      handler: (context) => products.bulkProcess(storeOf(context), paramOf(context.request, 'bulkProcessId')),
    }),
    defineRoute({
      method: 'GET',
      url: productPaths.bulkProcessFilePattern,
      access: store,
      answer: 'raw',
      handler: async (context) => {
        const id = paramOf(context.request, 'bulkProcessId');
        return sendXlsx(context.reply, `produk-gagal-${id.slice(0, 8)}.xlsx`, await products.bulkProcessFile(storeOf(context), id));
      },
    }),
    defineRoute<undefined, z.output<typeof productReviewListQuerySchema>>({
      method: 'GET',
      url: productPaths.reviews,
      access: store,
      querystring: productReviewListQuerySchema,
      handler: (context) => products.reviews(storeOf(context), context.query),
    }),
    defineRoute<ProductReviewReplyRequest>({
      method: 'PUT',
      url: productPaths.reviewReplyPattern,
      access: store,
      body: productReviewReplyRequestSchema,
      handler: (context) => products.reply(storeOf(context), paramOf(context.request, 'reviewId'), context.body.text),
    }),
  ];
}
