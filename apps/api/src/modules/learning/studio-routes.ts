import {
  learningAssetField,
  learningStudioCalls as calls,
  learningStudioFeature,
  learningStudioLimits,
  learningStudioPaths,
} from '@seller-portal/contracts/education';
import { featureAccess } from '../../http/access';
import { route, type RouteDefinition } from '../../http/define-route';
import { sendImage } from '../../http/image-answer';
import { uploadLimit } from '../../http/rate-limit';
import { readSingleFile } from '../../http/single-file';
import { signedIn } from '../session';
import type { LearningStudioService } from './studio-service';

/** An uploaded image never changes under its address: anyone (and any cache) may keep it for a year. */
const assetCache = 'public, max-age=31536000, immutable';

// §6: every authoring call needs INTERNAL mode and INTERNAL_SELLER-LEARNING (`learningStudioCalls`, from
// `learningStudioFeature`). The image upload is multipart, which a call's JSON body cannot carry; its bytes are public
// like the articles that show them.

export function learningStudioRoutes(studio: LearningStudioService, options: { uploadsPerMinute: number }): RouteDefinition[] {
  return [
    route.call(calls.articles, (context) => studio.articles(context.query)),
    route.call(calls.createArticle, (context) => studio.createArticle(signedIn(context), context.body)),
    route.call(calls.article, (context) => studio.article(context.params.id)),
    route.call(calls.updateArticle, (context) => studio.updateArticle(signedIn(context), context.params.id, context.body)),
    route.call(calls.publishArticle, (context) => studio.publishArticle(signedIn(context), context.params.id, context.body)),
    route.call(calls.unpublishArticle, (context) => studio.unpublishArticle(signedIn(context), context.params.id, context.body.version)),
    route.call(calls.videos, (context) => studio.videos(context.query)),
    route.call(calls.createVideo, (context) => studio.createVideo(signedIn(context), context.body)),
    route.call(calls.video, (context) => studio.video(context.params.id)),
    route.call(calls.updateVideo, (context) => studio.updateVideo(signedIn(context), context.params.id, context.body)),
    route.call(calls.publishVideo, (context) => studio.publishVideo(signedIn(context), context.params.id, context.body)),
    route.call(calls.unpublishVideo, (context) => studio.unpublishVideo(signedIn(context), context.params.id, context.body.version)),
    route.call(calls.categories, () => studio.categories()),
    route.call(calls.createCategory, (context) => studio.createCategory(signedIn(context), context.body)),
    route.call(calls.renameCategory, (context) => studio.renameCategory(signedIn(context), context.params.code, context.body)),
    route.call(calls.history, (context) => studio.history(context.query)),
    route.post(
      learningStudioPaths.asset,
      {
        access: featureAccess(learningStudioFeature),
        // Bounded before a byte is parsed: the announced length first, then the file as it streams.
        bodyLimitBytes: learningStudioLimits.assetMaxBytes + 64 * 1024,
        files: true,
        rateLimit: uploadLimit(options.uploadsPerMinute),
      },
      async (context) => {
        const content = await readSingleFile(context.request, {
          field: learningAssetField,
          maxBytes: learningStudioLimits.assetMaxBytes,
          missing: 'LEARNING_ASSET_MISSING',
          tooLarge: 'LEARNING_ASSET_TOO_LARGE',
        });
        return studio.uploadAsset(signedIn(context), content);
      },
    ),
    route.call(calls.publicAsset, async (context) => sendImage(context.reply, await studio.asset(context.params.assetId), assetCache)),
  ];
}
