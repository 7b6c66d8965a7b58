import { hasAccessibilities } from '@seller-portal/contracts/core';
import { notificationEventCalls as calls, topicPayloadSampleWriters } from '@seller-portal/contracts/partner-notifications';
import { AppError } from '../../http/app-error';
import { hasServiceToken } from '../../http/service-token';
import { route, type RouteDefinition } from '../../http/define-route';
import { signedIn } from '../session';
import type { EventService } from './service';

// §6: the calls and their access are `notificationEventCalls` (contracts), from `partnerNotificationsFeature`: reads
// need INTERNAL_NOTIFICATION, changes also INTERNAL_NOTIFICATION_ADMIN. The trigger is the marketplace's systems'
// call, not a person's: no session, the service token in `Authorization: Bearer …` instead (checked before anything
// else the handler does).

export function eventRoutes(events: EventService, triggerToken: string | null): RouteDefinition[] {
  return [
    route.call(calls.filter, (context) => events.filter(context.body)),
    route.call(calls.list, (context) => events.filter(context.query)),
    route.call(
      calls.create,
      {
        blankFieldCodes: [
          ['code', 'NOTIFICATION_EVENT_CODE_INVALID'],
          ['name', 'NOTIFICATION_EVENT_NAME_BLANK'],
        ],
      },
      (context) => events.create(signedIn(context), context.body),
    ),
    route.call(calls.event, (context) => events.get(context.params.code)),
    route.call(calls.update, { blankFieldCodes: [['name', 'NOTIFICATION_EVENT_NAME_BLANK']] }, (context) =>
      events.update(signedIn(context), context.query.code, context.body),
    ),
    route.call(calls.remove, async (context) => {
      await events.remove(signedIn(context), context.query.code);
      return null;
    }),
    route.call(calls.bulk, (context) => events.bulk(signedIn(context), context.query.action, context.body.codes)),
    route.call(calls.types, async () => events.types()),
    route.call(calls.addRule, (context) => events.addRule(signedIn(context), context.query.code, context.query.rulesType, context.query.id)),
    route.call(calls.removeRule, (context) => events.removeRule(signedIn(context), context.query.code, context.query.rulesType, context.query.id)),
    route.call(calls.replaceRules, (context) => events.replaceRules(signedIn(context), context.query.code, context.body.rules)),
    route.call(calls.saveTemplates, (context) => events.saveTemplates(signedIn(context), context.params.code, context.body.templates)),
    route.call(calls.preview, (context) => events.preview(context.query.code, context.body)),
    route.call(calls.debug, (context) => events.debug(context.params.code, context.body)),
    route.call(calls.xMessageTemplates, (context) => events.xMessageTemplates(context.params.id)),
    route.call(calls.histories, (context) => events.histories(context.query)),
    route.call(calls.auditHistory, (context) => events.auditHistory(context.query)),
    // Reading a sample is the access's (either area's reading code); saving one needs a writer's code as well.
    route.call(calls.topicSample, (context) => {
      const current = signedIn(context);
      if (context.body.payload === undefined) return events.topicSample(context.query.topic);
      if (!topicPayloadSampleWriters.some((code) => hasAccessibilities(current.session, [code]))) throw new AppError('PE403001');
      return events.saveTopicSample(current, context.query.topic, context.body.payload);
    }),
    route.call(calls.trigger, { rateLimit: { max: 600, timeWindowMs: 60_000 } }, (context) => {
      if (!hasServiceToken(context.request, triggerToken)) throw new AppError('NOTIFICATION_TRIGGER_TOKEN_INVALID');
      return events.trigger(context.params.code, context.body, 'marketplace');
    }),
  ];
}
