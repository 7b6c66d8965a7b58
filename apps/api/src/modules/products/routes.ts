import { featureCallAccess } from '@seller-portal/contracts/core';
import { productLimits, productCalls, productPaths, productsFeature } from '@seller-portal/contracts/products';
import type { FastifyReply } from 'fastify';
import { route, type RouteDefinition } from '../../http/define-route';
import { uploadLimit } from '../../http/rate-limit';
import { requestLanguage } from '../../i18n/server-i18n';
import { readSingleNamedFile } from '../../http/single-file';
import { signedIn, storeCodeOf } from '../session';
import { categoryTreeCalls } from '@seller-portal/contracts/category-tree';
import type { CategoryKeeper } from './category-keeper';
import type { ProductSeller, ProductsService } from './service';

/** The bulk upload is multipart, not a declared call: its access is the products action's, from the declaration. */
const productsAccess = featureCallAccess(productsFeature, 'products');

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  return reply
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(content);
}

export function productRoutes(products: ProductsService, keeper: CategoryKeeper, options: { uploadsPerMinute: number }): RouteDefinition[] {
  const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));
  const sellerOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }): ProductSeller => {
    const session = signedIn(context);
    return { storeCode: storeCodeOf(session), userId: session.userId, session };
  };
  return [
    // The category tree kept by internal staff (INTERNAL_CATEGORY, `categoryTreeFeature`).
    route.call(categoryTreeCalls.list, () => keeper.list()),
    route.call(categoryTreeCalls.create, (context) => keeper.create(signedIn(context), context.body)),
    route.call(categoryTreeCalls.rename, (context) => keeper.rename(signedIn(context), context.params.code, context.body)),
    route.call(categoryTreeCalls.setStatus, (context) => keeper.setStatus(signedIn(context), context.params.code, context.body.active)),
    route.call(categoryTreeCalls.move, (context) => keeper.move(signedIn(context), context.params.code, context.body)),
    route.call(categoryTreeCalls.remove, (context) => keeper.remove(signedIn(context), context.params.code)),
    route.call(productCalls.categories, (context) => products.categories(context.query)),
    route.call(productCalls.list, (context) => products.list(storeOf(context), context.query)),
    route.call(productCalls.detail, (context) => products.detail(storeOf(context), context.params.itemId)),
    route.call(productCalls.update, (context) => products.update(storeOf(context), context.params.itemId, context.body)),
    route.call(productCalls.setActive, (context) => products.setActive(sellerOf(context), context.body.itemIds, context.body.active)),
    route.call(productCalls.undoSetActive, (context) => products.undoSetActive(sellerOf(context), context.body.operationId)),
    route.call(productCalls.bulkTemplate, async (context) => {
      const storeCode = storeOf(context);
      return sendXlsx(context.reply, `produk-${storeCode}.xlsx`, await products.template(storeCode));
    }),
    route.post(
      productPaths.bulkUpload,
      { access: productsAccess, bodyLimitBytes: productLimits.bulkFileMaxBytes + 64 * 1024, files: true, rateLimit: uploadLimit(options.uploadsPerMinute) },
      async (context) => {
        const current = signedIn(context);
        const storeCode = storeCodeOf(current);
        const { content, fileName } = await readSingleNamedFile(context.request, {
          field: 'file',
          maxBytes: productLimits.bulkFileMaxBytes,
          missing: 'PRODUCT_BULK_FILE_MISSING',
          tooLarge: 'PRODUCT_BULK_FILE_TOO_LARGE',
        });
        return products.upload(storeCode, current.userId, fileName, content, requestLanguage(context.request));
      },
    ),
    route.call(productCalls.bulkProcess, (context) => products.bulkProcess(storeOf(context), context.params.bulkProcessId)),
    route.call(productCalls.bulkProcessFile, async (context) => {
      const id = context.params.bulkProcessId;
      return sendXlsx(context.reply, `produk-gagal-${id.slice(0, 8)}.xlsx`, await products.bulkProcessFile(storeOf(context), id));
    }),
    route.call(productCalls.reviews, (context) => products.reviews(storeOf(context), context.query)),
    route.call(productCalls.reply, (context) => products.reply(storeOf(context), context.params.reviewId, context.body.text)),
  ];
}
