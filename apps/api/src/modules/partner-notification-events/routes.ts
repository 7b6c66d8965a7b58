import {
  auditHistoryQuerySchema,
  hasAccessibilities,
  notificationEventBulkQuerySchema,
  notificationEventBulkRequestSchema,
  notificationEventCodeQuerySchema,
  notificationEventCodeSchema,
  notificationEventCreateRequestSchema,
  notificationEventDebugRequestSchema,
  notificationEventFilterRequestSchema,
  notificationEventHistoryQuerySchema,
  notificationEventListQuerySchema,
  notificationEventPreviewRequestSchema,
  notificationEventRuleQuerySchema,
  notificationEventRulesRequestSchema,
  notificationEventTemplatesRequestSchema,
  notificationEventCalls,
  notificationEventUpdateRequestSchema,
  partnerNotificationEventPaths as paths,
  topicPayloadSamplePath,
  topicPayloadSampleQuerySchema,
  topicPayloadSampleRequestSchema,
  type AccessibilityCode,
} from '@seller-portal/contracts';
import { featureAccess, type Access } from '../../http/access';
import { partnerNotificationsFeature } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import { hasServiceToken } from '../../http/service-token';
import { route, type RouteDefinition } from '../../http/define-route';
import { pathParam } from '../../http/path-param';
import { signedIn } from '../session';
import type { EventService } from './service';

/**
 * §6: every call of the event pages needs INTERNAL mode and INTERNAL_NOTIFICATION, which lets staff see events, their
 * rules, templates, previews, debug runs and history; a call that changes an event (create, update, delete, bulk
 * actions, rules, templates) also needs INTERNAL_NOTIFICATION_ADMIN.
 */
const reads = featureAccess(partnerNotificationsFeature);
const changes = featureAccess(partnerNotificationsFeature, 'change');

/**
 * topic/payload/sample serves the event pages and the manual notification pages alike: INTERNAL mode, and the handler
 * admits either area's reading code; saving a sample needs the admin code of events or the manual save code.
 */
const topicAccess: Access = { modes: ['INTERNAL'] };
const topicReaders: readonly AccessibilityCode[] = ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE'];
const topicWriters: readonly AccessibilityCode[] = ['INTERNAL_NOTIFICATION_ADMIN', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'];

// The trigger (`notificationEventCalls.trigger`) is the marketplace's systems' call, not a person's: no session, the
// service token in `Authorization: Bearer …` instead (checked before anything else the handler does).

const codeOf = pathParam(notificationEventCodeSchema, 'NOTIFICATION_EVENT_NOT_FOUND', 'code', 'id');

export function eventRoutes(events: EventService, triggerToken: string | null): RouteDefinition[] {
  return [
    route.post(paths.filter, { access: reads, body: notificationEventFilterRequestSchema }, (context) => events.filter(context.body)),
    route.get(paths.events, { access: reads, querystring: notificationEventListQuerySchema }, (context) => events.filter(context.query)),
    route.post(
      paths.events,
      {
        access: changes,
        body: notificationEventCreateRequestSchema,
        blankFieldCodes: [
          ['code', 'NOTIFICATION_EVENT_CODE_INVALID'],
          ['name', 'NOTIFICATION_EVENT_NAME_BLANK'],
        ],
      },
      (context) => events.create(signedIn(context), context.body),
    ),
    route.get(paths.eventPattern, { access: reads }, (context) => events.get(codeOf(context.request.params))),
    route.put(
      paths.code,
      {
        access: changes,
        querystring: notificationEventCodeQuerySchema,
        body: notificationEventUpdateRequestSchema,
        blankFieldCodes: [['name', 'NOTIFICATION_EVENT_NAME_BLANK']],
      },
      (context) => events.update(signedIn(context), context.query.code, context.body),
    ),
    route.delete(paths.code, { access: changes, querystring: notificationEventCodeQuerySchema }, async (context) => {
      await events.remove(signedIn(context), context.query.code);
      return null;
    }),
    route.post(paths.bulkAction, { access: changes, querystring: notificationEventBulkQuerySchema, body: notificationEventBulkRequestSchema }, (context) =>
      events.bulk(signedIn(context), context.query.action, context.body.codes),
    ),
    route.get(paths.types, { access: reads }, async () => events.types()),
    route.post(paths.rules, { access: changes, querystring: notificationEventRuleQuerySchema }, (context) =>
      events.addRule(signedIn(context), context.query.code, context.query.rulesType, context.query.id),
    ),
    route.delete(paths.rules, { access: changes, querystring: notificationEventRuleQuerySchema }, (context) =>
      events.removeRule(signedIn(context), context.query.code, context.query.rulesType, context.query.id),
    ),
    route.put(paths.rules, { access: changes, querystring: notificationEventCodeQuerySchema, body: notificationEventRulesRequestSchema }, (context) =>
      events.replaceRules(signedIn(context), context.query.code, context.body.rules),
    ),
    route.put(paths.templatesPattern, { access: changes, body: notificationEventTemplatesRequestSchema }, (context) =>
      events.saveTemplates(signedIn(context), codeOf(context.request.params), context.body.templates),
    ),
    route.post(paths.preview, { access: reads, querystring: notificationEventCodeQuerySchema, body: notificationEventPreviewRequestSchema }, (context) =>
      events.preview(context.query.code, context.body),
    ),
    route.post(paths.debugPattern, { access: reads, body: notificationEventDebugRequestSchema }, (context) =>
      events.debug(codeOf(context.request.params), context.body),
    ),
    route.get(paths.xMessageTemplatesPattern, { access: reads }, (context) => events.xMessageTemplates(codeOf(context.request.params))),
    route.get(paths.histories, { access: reads, querystring: notificationEventHistoryQuerySchema }, (context) => events.histories(context.query)),
    route.get(paths.auditHistory, { access: reads, querystring: auditHistoryQuerySchema }, (context) => events.auditHistory(context.query)),
    route.put(topicPayloadSamplePath, { access: topicAccess, querystring: topicPayloadSampleQuerySchema, body: topicPayloadSampleRequestSchema }, (context) => {
      const current = signedIn(context);
      const holds = (codes: readonly AccessibilityCode[]) => codes.some((code) => hasAccessibilities(current.session, [code]));
      if (!holds(topicReaders)) throw new AppError('PE403001');
      if (context.body.payload === undefined) return events.topicSample(context.query.topic);
      if (!holds(topicWriters)) throw new AppError('PE403001');
      return events.saveTopicSample(current, context.query.topic, context.body.payload);
    }),
    route.call(notificationEventCalls.trigger, { rateLimit: { max: 600, timeWindowMs: 60_000 } }, (context) => {
      if (!hasServiceToken(context.request, triggerToken)) throw new AppError('NOTIFICATION_TRIGGER_TOKEN_INVALID');
      return events.trigger(context.params.code, context.body, 'marketplace');
    }),
  ];
}
