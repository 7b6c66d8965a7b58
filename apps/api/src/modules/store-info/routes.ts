import { storeInfoCalls, storeInfoFeature, storeInfoPaths, storeLogoField, storeLogoMaxBytes } from '@seller-portal/contracts/store-info';
import { featureAccess } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { sendImage } from '../../http/image-answer';
import { uploadLimit } from '../../http/rate-limit';
import { readSingleFile } from '../../http/single-file';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn, storeCodeOf } from '../session';
import type { StoreInfoService } from './service';

const storeOf = (context: { session: Parameters<typeof signedIn>[0]['session'] }) => storeCodeOf(signedIn(context));

/**
 * §7 GET bp/store and the store's information (STORE, STORE_MANAGE-STORE_STORE-INFORMATION from the feature's
 * declaration). The logo is multipart, which a call declaration's JSON body cannot carry: it keeps routes of its own
 * with the feature's access.
 */
export function storeInfoRoutes(info: StoreInfoService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  const access = featureAccess(storeInfoFeature);
  return [
    route.call(storeInfoCalls.store, (context) => info.store(storeOf(context))),
    route.call(storeInfoCalls.saveProfile, (context) => info.saveProfile(storeOf(context), context.body)),
    route.call(storeInfoCalls.requestDataChange, (context) => info.requestDataChange(storeOf(context), signedIn(context).userId, context.body)),
    route.call(storeInfoCalls.downloadDataChange, async (context) => {
      const pdf = await info.downloadDataChange(storeOf(context), context.params.id, requestLanguage(context.request));
      return context.reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="store-data-change-${context.params.id}.pdf"`)
        .send(Buffer.from(pdf));
    }),
    route.post(storeInfoPaths.logo, { access, files: true, rateLimit: uploadLimit(options.uploadsPerMinute) }, async (context) =>
      info.uploadLogo(storeOf(context), () =>
        readSingleFile(context.request, {
          field: storeLogoField,
          maxBytes: storeLogoMaxBytes,
          missing: 'STORE_LOGO_MISSING',
          tooLarge: 'STORE_LOGO_TOO_LARGE',
        }),
      ),
    ),
    route.get(storeInfoPaths.logo, { access, answer: 'raw' }, async (context) => sendImage(context.reply, await info.logo(storeOf(context)))),
  ];
}
