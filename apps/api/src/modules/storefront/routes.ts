import { storefrontBannerField, storefrontCalls, storefrontFeature, storefrontLimits, storefrontPaths } from '@seller-portal/contracts/storefront';
import { featureAccess } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { sendImage } from '../../http/image-answer';
import { uploadLimit } from '../../http/rate-limit';
import { readSingleFile } from '../../http/single-file';
import { signedIn, storeCodeOf } from '../session';
import type { StorefrontService } from './service';

const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));

/**
 * §7 the storefront (STORE, STORE_MANAGE-STORE_STORE-INFORMATION, from the feature's declaration). The banner upload is
 * multipart, which a call's JSON body cannot carry; its image is public like the published page that shows it.
 */
export function storefrontRoutes(storefront: StorefrontService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    route.call(storefrontCalls.state, (context) => storefront.state(storeOf(context))),
    route.call(storefrontCalls.saveDraft, (context) => storefront.saveDraft(storeOf(context), context.body.sections)),
    route.call(storefrontCalls.discardDraft, (context) => storefront.discardDraft(storeOf(context))),
    route.call(storefrontCalls.publish, (context) => {
      const current = signedIn(context);
      return storefront.publish(storeCodeOf(current), current.userId);
    }),
    route.call(storefrontCalls.catalog, (context) => storefront.catalog(storeOf(context))),
    route.call(storefrontCalls.saveCatalog, (context) => storefront.saveCatalog(storeOf(context), context.body)),
    route.call(storefrontCalls.publicStorefront, (context) => storefront.publicStorefront(context.params.storeCode)),
    route.post(
      storefrontPaths.bannerImages,
      {
        access: featureAccess(storefrontFeature),
        bodyLimitBytes: storefrontLimits.bannerImageMaxBytes + 64 * 1024,
        files: true,
        rateLimit: uploadLimit(options.uploadsPerMinute),
      },
      async (context) => {
        const current = signedIn(context);
        const content = await readSingleFile(context.request, {
          field: storefrontBannerField,
          maxBytes: storefrontLimits.bannerImageMaxBytes,
          missing: 'STOREFRONT_BANNER_MISSING',
          tooLarge: 'STOREFRONT_BANNER_TOO_LARGE',
        });
        return storefront.uploadBanner(storeCodeOf(current), current.userId, content);
      },
    ),
    route.call(storefrontCalls.bannerImage, async (context) => sendImage(context.reply, await storefront.bannerImage(context.params.imageId))),
  ];
}
