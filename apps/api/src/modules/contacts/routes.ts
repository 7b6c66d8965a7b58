import { contactVerificationCalls } from '@seller-portal/contracts/accounts';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage } from '../../i18n/server-i18n';
import { sessionAnswer, signedIn } from '../session';
import type { ContactVerificationService } from './service';

export function contactVerificationRoutes(contacts: ContactVerificationService, options: { accountRateLimitPerMinute: number }): RouteDefinition[] {
  const limit = { max: options.accountRateLimitPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(contactVerificationCalls.send, { blankFieldCodes: [['type', 'PMA400006']], rateLimit: limit }, (context) =>
      contacts.send(signedIn(context), context.body, requestLanguage(context.request)),
    ),
    // The refreshed Session: isPhoneNumberVerified / isEmailVerified are true now.
    route.call(
      contactVerificationCalls.verify,
      {
        blankFieldCodes: [
          ['type', 'PMA400006'],
          ['code', 'PMA400003'],
        ],
        rateLimit: limit,
      },
      async (context) => sessionAnswer((await contacts.verify(signedIn(context), context.body, requestLanguage(context.request))).json),
    ),
  ];
}
