import { accountPaths, contactVerificationSendRequestSchema, contactVerificationVerifyRequestSchema } from '@seller-portal/contracts';
import { RawJson } from '../../http/envelope';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { signedIn } from '../session';
import type { ContactVerificationService } from './service';

export function contactVerificationRoutes(contacts: ContactVerificationService, options: { accountRateLimitPerMinute: number }): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.post(
      accountPaths.contactVerificationSend,
      { access: { modes: 'any' }, body: contactVerificationSendRequestSchema, blankFieldCodes: [['type', 'PMA400006']], rateLimit: limit },
      (context) => contacts.send(signedIn(context), context.body, requestLanguage(context.request)),
    ),
    // The refreshed Session: isPhoneNumberVerified / isEmailVerified are true now.
    route.post(
      accountPaths.contactVerificationVerify,
      {
        access: { modes: 'any' },
        body: contactVerificationVerifyRequestSchema,
        blankFieldCodes: [
          ['type', 'PMA400006'],
          ['code', 'PMA400003'],
        ],
        rateLimit: limit,
      },
      async (context) => new RawJson((await contacts.verify(signedIn(context), context.body, requestLanguage(context.request))).json),
    ),
  ];
}
