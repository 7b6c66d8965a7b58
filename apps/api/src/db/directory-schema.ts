import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textList, timestamptz } from './columns';

/** People who sign in. Username and email are stored lower-case so look-ups are exact. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string; null until the user has created a password (PE401011). */
    passwordHash: text('password_hash'),
    /** ACTIVE or DEACTIVATED (PE401015). */
    status: text('status').notNull().default('ACTIVE'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    /** Lockouts since `lockout_window_started_at`; the 3rd within 24 hours locks until the password changes. */
    lockoutsInWindow: integer('lockouts_in_window').notNull().default(0),
    lockoutWindowStartedAt: timestamptz('lockout_window_started_at'),
    /** PE401008: locked until the password is changed (reset through forgot password). */
    lockedUntilPasswordChange: boolean('locked_until_password_change').notNull().default(false),
    /** Wrong multi-factor codes in a row, across sign-ins; the 10th locks the step (`mfa_locked_until`). */
    mfaFailedAttempts: integer('mfa_failed_attempts').notNull().default(0),
    mfaLockedUntil: timestamptz('mfa_locked_until'),
    mfaRequired: boolean('mfa_required').notNull().default(false),
    passwordChangedAt: timestamptz('password_changed_at'),
    phoneNumber: text('phone_number'),
    isPhoneNumberVerified: boolean('is_phone_number_verified').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** §4.2 registration OTP still pending. */
    needVerification: boolean('need_verification').notNull().default(false),
    /** §4.6 */
    canaryFlag: boolean('canary_flag').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_username_lower_case', sql`${t.username} = lower(${t.username})`),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_status_known', sql`${t.status} in ('ACTIVE', 'DEACTIVATED')`),
  ],
);

/** A row that belongs to a user and goes with them. */
export const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** §1 modes a user holds; more than one makes the session switchable. */
export const userModes = pgTable(
  'user_modes',
  {
    userId: userRef(),
    modeType: text('mode_type').notNull(),
    /** §2.9 customFields.whitelistedPagePathPatterns (regular expressions over the path) for this mode. */
    whitelistedPagePathPatterns: textList('whitelisted_page_path_patterns'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.modeType] }), check('user_modes_mode_type_known', sql`${t.modeType} in ('STORE', 'INTERNAL', 'VENDOR')`)],
);

/** §6 catalogue of accessibility codes, each belonging to one mode. */
export const accessibilities = pgTable('accessibilities', {
  code: text('code').primaryKey(),
  modeType: text('mode_type').notNull(),
});

export const stores = pgTable(
  'stores',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** ACTIVE or DEACTIVATED (PE500006). */
    status: text('status').notNull().default('ACTIVE'),
    channelId: text('channel_id').notNull().default('Web'),
    /** §3 businessTypes, for example OFFICIAL. */
    businessTypes: textList('business_types'),
    /** The store's categories (contracts `storeCategories`), which CATEGORY rules of partner notifications match. */
    categories: textList('categories'),
    onboardingFlow: text('onboarding_flow'),
    onboardingStatus: text('onboarding_status'),
    postliveStatus: text('postlive_status'),
    /** §3 fraud status values. */
    fraudStatus: text('fraud_status'),
    identityPhotoVerificationDeadline: timestamptz('identity_photo_verification_deadline'),
    /** §3 mode.state of a STORE session, for example AGREEMENT-APPROVAL. */
    modeState: text('mode_state'),
    createdAt: createdAt(),
  },
  // Registration's name check (check-name-availability) is case-insensitive.
  (t) => [uniqueIndex('stores_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** A row that belongs to a store and goes with it. */
export const storeRef = (name = 'store_code') =>
  text(name)
    .notNull()
    .references(() => stores.code, { onDelete: 'cascade' });

/**
 * Where couriers collect a store's parcels; orders, chat (MPP rooms) and the session read them, the pickup-points
 * module writes them. A removed one is kept inactive (orders and rooms name it). The region codes are Kemendagri's
 * (the pickup-points module's region data); a row from before them has none until the seller completes it.
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    code: text('code').primaryKey(),
    storeCode: storeRef(),
    name: text('name').notNull(),
    /** The street, number and building. */
    address: text('address').notNull().default(''),
    /** The whole address on one line (street, district, city, province, postal code), as shipping labels print it. */
    fullAddress: text('full_address'),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
    districtCode: text('district_code'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    /** The couriers that collect here (orders' courier codes). */
    couriers: textList('couriers'),
    /** `OpeningHours[]` of contracts: at most one range a weekday. */
    openingHours: jsonb('opening_hours').notNull().default([]),
    /** `PickupSchedule[]` of contracts: each courier's pickups per weekday. */
    schedules: jsonb('schedules').notNull().default([]),
    updatedAt: timestamptz('updated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pickup_points_store_code_idx').on(t.storeCode),
    // One main pickup point per store among those in use.
    uniqueIndex('pickup_points_one_main_per_store')
      .on(t.storeCode)
      .where(sql`${t.isDefault} and ${t.active}`),
  ],
);

/** A user working for a store, as its owner or as staff. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    storeCode: storeRef(),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('memberships_user_store_unique').on(t.userId, t.storeCode), index('memberships_store_code_idx').on(t.storeCode)],
);

/** STORE_* codes a membership grants in its store. */
export const membershipAccessibilities = pgTable(
  'membership_accessibilities',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    accessibilityCode: text('accessibility_code')
      .notNull()
      .references(() => accessibilities.code),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.accessibilityCode] })],
);

/**
 * The pickup points a staff membership serves (the owner assigns them on `/store/staff`). A membership with none
 * listed serves every pickup point of its store, as does the owner's. Orders, their counts, the dashboard's figures
 * and the MPP chat rooms of a staff member with some listed cover only those points' (`modules/store-staff`).
 */
export const staffPickupPoints = pgTable(
  'staff_pickup_points',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    pickupPointCode: text('pickup_point_code')
      .notNull()
      .references(() => pickupPoints.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.pickupPointCode] }), index('staff_pickup_points_pickup_point_code_idx').on(t.pickupPointCode)],
);

/** Codes of the modes that are not tied to a store (INTERNAL_*, VENDOR). */
export const userAccessibilities = pgTable(
  'user_accessibilities',
  {
    userId: userRef(),
    accessibilityCode: text('accessibility_code')
      .notNull()
      .references(() => accessibilities.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accessibilityCode] })],
);

/**
 * §3 session menus per mode. `name_key` is an i18n key the web apps translate; a menu shows when the session
 * holds any of `required_accessibilities` (or the list is empty). `module` feeds the session's modules list (§6).
 */
export const menus = pgTable(
  'menus',
  {
    modeType: text('mode_type').notNull(),
    code: text('code').notNull(),
    parentCode: text('parent_code'),
    nameKey: text('name_key').notNull(),
    url: text('url'),
    module: text('module'),
    requiredAccessibilities: textList('required_accessibilities'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modeType, t.code] })],
);

/** Vendors a VENDOR user works for (GET session/filter/user-vendor). */
export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const vendorMemberships = pgTable(
  'vendor_memberships',
  {
    userId: userRef(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorCode] })],
);
