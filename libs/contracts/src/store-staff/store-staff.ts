import { storeStaffFeature } from './store-staff-feature';
import { z } from 'zod';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const storeStaffPaths = {
  /** GET: `StoreStaffList`. */
  staff: '/backend/bp/store/staff',
  /** PUT `StaffPickupPointsRequest`: the staff member's pickup points. */
  pickupPointsPattern: '/backend/bp/store/staff/:userId/pickup-points',
  pickupPoints: (userId: string) => `/backend/bp/store/staff/${encodeURIComponent(userId)}/pickup-points`,
  /** GET: the store's assignment history (`Page<AuditEntry>`), newest first. */
  history: '/backend/bp/store/staff/history',
} as const;

/** The most pickup points one request names (a store has a handful). */
const staffPickupPointsMax = 200;

const pickupPointSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));

const staffMemberSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    username: z.string(),
    displayName: z.string(),
    /** The member's §6 STORE_* codes in the store (read-only here). */
    codes: z.array(z.string()),
    /** The pickup points the member serves; null: every pickup point of the store. */
    pickupPointCodes: z.array(z.string()).nullable(),
  }),
);
export type StoreStaffMember = z.infer<typeof staffMemberSchema>;

const storeStaffListSchema = lazySchema(() =>
  z.object({
    /** The store's active pickup points, the main one first. */
    pickupPoints: z.array(pickupPointSchema),
    /** The store's staff (its owner left out), by name. */
    staff: z.array(staffMemberSchema),
  }),
);
export type StoreStaffList = z.infer<typeof storeStaffListSchema>;

/** null: every pickup point (also those added later); otherwise one or more of the store's active pickup points. */
const staffPickupPointsRequestSchema = lazySchema(() => z.object({ pickupPointCodes: z.array(z.string().max(100)).max(staffPickupPointsMax).nullable() }));
export type StaffPickupPointsRequest = z.infer<typeof staffPickupPointsRequestSchema>;

/** What an audit entry of the area STORE_STAFF holds before and after a change (identifier: the store's code). */
export interface StaffAssignmentAudit {
  username: string;
  pickupPointCodes: string[] | null;
}

const ownerAccess = featureCallAccess(storeStaffFeature);

export const storeStaffCalls = {
  list: defineCall({
    method: 'GET',
    path: storeStaffPaths.staff,
    summary: "The store's staff with the pickup points each serves, and the store's pickup points (the owner only).",
    access: ownerAccess,
    answer: storeStaffListSchema,
    errors: [],
  }),
  assign: defineCall({
    method: 'PUT',
    path: storeStaffPaths.pickupPointsPattern,
    summary: 'Sets the pickup points a staff member serves: all of them (null) or some (the owner only; audited).',
    access: ownerAccess,
    params: lazySchema(() => z.object({ userId: z.uuid() })),
    body: staffPickupPointsRequestSchema,
    answer: staffMemberSchema,
    errors: ['STORE_STAFF_NOT_FOUND', 'STORE_STAFF_OWNER', 'STORE_STAFF_PICKUP_POINT_UNKNOWN', 'STORE_STAFF_ASSIGNMENT_INVALID'],
    invalid: { params: 'STORE_STAFF_NOT_FOUND', body: 'STORE_STAFF_ASSIGNMENT_INVALID' },
  }),
  history: defineCall({
    method: 'GET',
    path: storeStaffPaths.history,
    summary: "Who changed which staff member's pickup points in the store, with before and after, newest first (the owner only).",
    access: ownerAccess,
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
};
