import { z } from 'zod';
import { lazySchema } from '@seller-portal/contracts/core';
import { pageQuerySchema } from './accounts';

/**
 * The audit log of the internal tools (§2.4): one kind of entry for every change internal staff make, whatever the
 * tool. Each tool answers its own entries through its own history call, guarded by its own §6 code. STORE_STAFF is
 * a store owner's: who serves which pickup points (identified by the store's code, read by that store's owner only).
 */
const auditAreas = [
  'API_CENTER',
  'MOBILE_CONFIG',
  'NOTIFICATION_EVENT',
  'MANUAL_NOTIFICATION',
  'SELLER_LEARNING',
  'IDENTITY_REVIEW',
  'PRODUCT_CATEGORY',
  'STORE_STAFF',
  'CHAT_BANNED_WORD',
  'PRODUCT_STATUS',
  'CHAT_TEMPLATE',
] as const;
export type AuditArea = (typeof auditAreas)[number];

/**
 * SEND and CANCEL: a manual notification sent (by a person, or by the schedule) or its schedule called off; PUBLISH
 * and UNPUBLISH: Seller Learning content put on or taken off the learning pages; APPROVE and REJECT: a store's
 * identity photos reviewed; DEACTIVATE and ACTIVATE: a product category taken off or put back on offer, a seller's
 * products deactivated or activated (PRODUCT_STATUS); UNDO: such a change or a chat template's deletion taken back
 * within its undo window.
 */
const auditActions = ['CREATE', 'UPDATE', 'DELETE', 'SEND', 'CANCEL', 'PUBLISH', 'UNPUBLISH', 'APPROVE', 'REJECT', 'DEACTIVATE', 'ACTIVATE', 'UNDO'] as const;
export type AuditAction = (typeof auditActions)[number];

const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    area: z.enum(auditAreas),
    /** What changed: a specification's id, a mobile config's key. */
    identifier: z.string(),
    action: z.enum(auditActions),
    /** Username of the internal user, as it was when they acted; `system` for what the server did on its own (a scheduled send). */
    actor: z.string(),
    createdAt: z.number(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** A page of a tool's history (`Page<AuditEntry>`). */
export const auditPageSchema = lazySchema(() =>
  z.object({
    content: z.array(auditEntrySchema),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  }),
);

/** A history call's query: a page of one tool's entries, newest first, optionally of one identifier. */
export const auditHistoryQuerySchema = lazySchema(() => pageQuerySchema.extend({ identifier: z.string().trim().max(200).optional() }));
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>;
