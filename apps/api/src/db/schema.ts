import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Lockouts since `lockout_window_started_at`; the 3rd within 24 hours locks until the password changes. */
    lockoutsInWindow: integer('lockouts_in_window').notNull().default(0),
    lockoutWindowStartedAt: timestamp('lockout_window_started_at', { withTimezone: true }),
    /** PE401008: locked until the password is changed (reset through forgot password). */
    lockedUntilPasswordChange: boolean('locked_until_password_change').notNull().default(false),
    /** Wrong multi-factor codes in a row, across sign-ins; the 10th locks the step (`mfa_locked_until`). */
    mfaFailedAttempts: integer('mfa_failed_attempts').notNull().default(0),
    mfaLockedUntil: timestamp('mfa_locked_until', { withTimezone: true }),
    mfaRequired: boolean('mfa_required').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
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

/** §1 modes a user holds; more than one makes the session switchable. */
export const userModes = pgTable(
  'user_modes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modeType: text('mode_type').notNull(),
    /** §2.9 customFields.whitelistedPagePathPatterns (regular expressions over the path) for this mode. */
    whitelistedPagePathPatterns: text('whitelisted_page_path_patterns').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.modeType] }),
    check('user_modes_mode_type_known', sql`${t.modeType} in ('STORE', 'INTERNAL', 'VENDOR')`),
  ],
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
    businessTypes: text('business_types').array().notNull().default(sql`'{}'::text[]`),
    onboardingFlow: text('onboarding_flow'),
    onboardingStatus: text('onboarding_status'),
    postliveStatus: text('postlive_status'),
    /** §3 fraud status values. */
    fraudStatus: text('fraud_status'),
    identityPhotoVerificationDeadline: timestamp('identity_photo_verification_deadline', { withTimezone: true }),
    /** §3 mode.state of a STORE session, for example AGREEMENT-APPROVAL. */
    modeState: text('mode_state'),
    createdAt: createdAt(),
  },
  // Registration's name check (check-name-availability) is case-insensitive.
  (t) => [uniqueIndex('stores_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    code: text('code').primaryKey(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('pickup_points_store_code_idx').on(t.storeCode)],
);

/** A user working for a store, as its owner or as staff. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
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

/** Codes of the modes that are not tied to a store (INTERNAL_*, VENDOR). */
export const userAccessibilities = pgTable(
  'user_accessibilities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    requiredAccessibilities: text('required_accessibilities').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modeType, t.code] })],
);

/** Signed-in sessions. The cookie holds a random id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null while a switchable user has not chosen a mode. */
    modeType: text('mode_type'),
    modeCode: text('mode_code'),
    /** PASSWORD, SSO, … (§3 customFields.isSignInUsingSso). */
    signInMethod: text('sign_in_method').notNull().default('PASSWORD'),
    /** The browser's User-Agent and address at sign-in, shown in the signed-in devices list. */
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** §3 application config: key → string (some values are JSON). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every password a user has had (the current one included): PE500014 compares with the 5 latest. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Single-use tokens handed to a user: mailed reset/create-password links, the expired-password change token of
 * a PE401004 answer, one-time sign-in tokens (§4.1 authToken). Only the SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RESET_PASSWORD, CREATE_PASSWORD, EXPIRED_PASSWORD or ONE_TIME_SIGN_IN. */
    purpose: text('purpose').notNull(),
    /** ONE_TIME_SIGN_IN: the issuing session's mode and sign-in method. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_id_idx').on(t.userId),
    check('account_tokens_purpose_known', sql`${t.purpose} in ('RESET_PASSWORD', 'CREATE_PASSWORD', 'EXPIRED_PASSWORD', 'ONE_TIME_SIGN_IN')`),
  ],
);

/**
 * A step waiting for a one-time code: a sign-in whose password was right (MFA), an open registration, a
 * needVerification user, a new phone number or email. `handle_hash` is the SHA-256 of the cookie that names a
 * step taken before there is a session. Codes are stored as a salted SHA-256, one live code at a time.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MFA, REGISTRATION, NEED_VERIFICATION, CONTACT_PHONE or CONTACT_EMAIL. */
    purpose: text('purpose').notNull(),
    handleHash: text('handle_hash').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Purpose details: the registration form (password already hashed), the new contact, the sign-in method. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    channel: text('channel'),
    destination: text('destination'),
    codeHash: text('code_hash'),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong tries of the live code. */
    attempts: integer('attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_challenges_user_id_idx').on(t.userId, t.purpose),
    index('otp_challenges_expires_at_idx').on(t.expiresAt),
    check(
      'otp_challenges_purpose_known',
      sql`${t.purpose} in ('MFA', 'REGISTRATION', 'NEED_VERIFICATION', 'CONTACT_PHONE', 'CONTACT_EMAIL')`,
    ),
  ],
);

/** "Trust this device": the device-verification token cookie skips multi-factor for its user until it expires. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);

/**
 * A browser that has signed in to a user before (OWASP device cookies): its wrong passwords are counted per
 * device, and a lock started by failures from unknown clients does not apply to it. A new password revokes all.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_devices_user_id_idx').on(t.userId), index('sign_in_devices_expires_at_idx').on(t.expiresAt)],
);

/**
 * The lock state of logins no user has: a sign-in as an unknown user is counted and locked like a known one, so
 * the answers do not tell who exists.
 */
export const unknownLoginLocks = pgTable(
  'unknown_login_locks',
  {
    login: text('login').primaryKey(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockoutsInWindow: integer('lockouts_in_window').notNull().default(0),
    lockoutWindowStartedAt: timestamp('lockout_window_started_at', { withTimezone: true }),
    lockedUntilPasswordChange: boolean('locked_until_password_change').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unknown_login_locks_updated_at_idx').on(t.updatedAt)],
);

/** A social account (GOOGLE, FACEBOOK) linked to a user by its verified email at its first sign-in. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);

/** Email domains that sign in through a CAS server (GET sso-domain/{domain}, /sso/cas). */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    /** Lower-case, for example example.co.id. */
    domain: text('domain').primaryKey(),
    protocol: text('protocol').notNull().default('CAS'),
    /** The CAS server's base URL, for example https://cas.example.co.id/cas (login and serviceValidate below it). */
    serverUrl: text('server_url').notNull(),
    /** 2.0 validates at /serviceValidate, 3.0 at /p3/serviceValidate (attributes included). */
    casVersion: text('cas_version').notNull().default('3.0'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('sso_domains_domain_lower_case', sql`${t.domain} = lower(${t.domain})`),
    check('sso_domains_protocol_known', sql`${t.protocol} in ('CAS')`),
    check('sso_domains_cas_version_known', sql`${t.casVersion} in ('2.0', '3.0')`),
  ],
);

/** Every mail and SMS the server sends, kept whether or not SMTP/SMS is configured (GET /dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: messages written within the same millisecond still list newest first. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    code: text('code'),
    /** What the message is for: MFA, REGISTRATION, RESET_PASSWORD, … */
    purpose: text('purpose').notNull(),
    /** OUTBOX (kept only), SENT or FAILED. */
    status: text('status').notNull().default('OUTBOX'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_seq_idx').on(t.seq),
    index('outbox_recipient_idx').on(t.recipient, t.seq),
    // Codes sent to one number or address in the last hour and day (the per-destination limit).
    index('outbox_recipient_created_at_idx').on(t.recipient, t.createdAt),
  ],
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorCode] })],
);

/**
 * §4.11 / §7 login tracking: one SELLER_LOGIN row per session. `session_id_hash` is the session's stored SHA-256
 * (never the cookie value); the unique key makes a repeated call from a reloaded page record nothing new.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No foreign key: the row keeps the store the seller signed in to even if the store goes. */
    storeCode: text('store_code').notNull(),
    eventCode: text('event_code').notNull(),
    /** Not a reference: the event outlives the session it came from. */
    sessionIdHash: text('session_id_hash').notNull(),
    /** The client address as trustProxy sees it. */
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('login_events_session_event_unique').on(t.sessionIdHash, t.eventCode),
    index('login_events_user_id_idx').on(t.userId, t.createdAt),
    check('login_events_event_code_known', sql`${t.eventCode} in ('SELLER_LOGIN')`),
  ],
);
