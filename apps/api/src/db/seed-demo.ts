import {
  accessibilityCodes,
  internalAccessibilityCodes,
  storeAccessibilityCodes,
  type AccessibilityCode,
  type SessionModeType,
} from '@seller-portal/contracts/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from './open-database';
import { membershipAccessibilities, memberships, pickupPoints, stores, userAccessibilities, userModes, users, vendorMemberships, vendors } from './schema';

export const demoStore = {
  code: 'DEMO-60001',
  name: 'Toko Demo Sejahtera',
  pickupPoints: [
    { code: 'PP-DEMO-60001-JKT', name: 'Gudang Jakarta Barat', address: 'Jl. Daan Mogot No. 10, Jakarta Barat', isDefault: true },
    { code: 'PP-DEMO-60001-BDG', name: 'Gudang Bandung', address: 'Jl. Soekarno-Hatta No. 20, Bandung', isDefault: false },
  ],
} as const;

/** A deactivated store: its only member's sign-in answers PE500006. */
export const demoClosedStore = { code: 'DEMO-60002', name: 'Toko Demo Tutup' } as const;

/** §4.2 step 4: a store whose owner must approve the seller agreement before using the portal. */
export const demoAgreementStore = { code: 'DEMO-60003', name: 'Toko Demo Setuju' } as const;

/** §4.5: a store whose owner still owes the identity photo, before a deadline two weeks after seeding. */
export const demoIdVerificationStore = { code: 'DEMO-60004', name: 'Toko Demo Verifikasi' } as const;

/** §4.5: a second store waiting for the identity photos, whose owner sends them both (idverify@ keeps waiting). */
export const demoIdPhotoStore = { code: 'DEMO-60007', name: 'Toko Demo Foto' } as const;

/**
 * §4.5 internal staff's review: a store whose two photos wait for it (IDENTITY_PHOTO_CHECKING, the photos from the
 * store-verification module's demo data), and the review flow's own store, waiting for the photos its owner sends.
 */
export const demoIdCheckStore = { code: 'DEMO-60041', name: 'Toko Demo Cek Identitas' } as const;
export const demoIdFlowStore = { code: 'DEMO-60042', name: 'Toko Demo Alur Identitas' } as const;

/**
 * §4.4: a store of its own for the cross-role flow in which internal staff address a running AGREEMENT to it; no other
 * account is a member, so that mandatory popup blocks nobody else.
 */
export const demoAcknowledgeStore = { code: 'DEMO-60008', name: 'Toko Demo Pengumuman' } as const;

/** §4.2 step 5: a new store in onboarding V2 that has not gone live yet. */
export const demoOnboardingStore = { code: 'DEMO-60005', name: 'Toko Demo Baru' } as const;

/**
 * §4.10 a multi-seller-per-pickup-point (MPP) store: MPP chat is enabled for it and it is whitelisted (the chat
 * module's demo data), so its chat rooms are `customerId_pickupPointCode`, one per pickup point.
 */
export const demoMppStore = {
  code: 'DEMO-60009',
  name: 'Toko Demo Multi Gudang',
  pickupPoints: [
    { code: 'PP-DEMO-60009-SBY', name: 'Gudang Surabaya', address: 'Jl. Rungkut Industri No. 5, Surabaya', isDefault: true },
    { code: 'PP-DEMO-60009-MLG', name: 'Gudang Malang', address: 'Jl. Soekarno-Hatta No. 9, Malang', isDefault: false },
  ],
} as const;

/**
 * The notification center's own store: its owner and staff member find the demo notifications, and no sender of
 * the demo data or another flow addresses it, so the notification flows can count what they read.
 */
export const demoNotificationStore = { code: 'DEMO-60010', name: 'Toko Demo Notifikasi' } as const;

/**
 * The store whose owner (announcement@demo.test) receives the demo announcements. Running ones are addressed to
 * it alone (by code or by its business type), so the other demo accounts start without popups.
 */
export const demoAnnouncementStore = { code: 'DEMO-60006', name: 'Toko Demo Kabar', businessType: 'OFFICIAL' } as const;

/**
 * The official-store flow's own stores, one per run of the flow (Indonesian on the desktop, English on the phone):
 * live and identity-verified, not official and with no application, so their owners (brand@ and brand2@demo.test)
 * apply with the brand documents and internal staff approve them.
 */
export const demoBrandStore = { code: 'DEMO-60011', name: 'Toko Demo Merek' } as const;
export const demoBrandStoreTwo = { code: 'DEMO-60012', name: 'Toko Demo Merek Dua' } as const;

/** The vendor the VENDOR demo account works for (session/filter/user-vendor). */
export const demoVendor = { code: 'VND-DEMO-01', name: 'Vendor Demo Nusantara' } as const;

export interface DemoAccount {
  username: string;
  /** Empty: the account has no password yet (PE401011). */
  password: string;
  displayName: string;
  modes: SessionModeType[];
  /** A membership of the demo store, with its STORE_* codes. */
  store?: { isOwner: boolean; codes: readonly AccessibilityCode[] };
  /** Codes of the modes not tied to a store. */
  codes?: readonly AccessibilityCode[];
  mfaRequired?: boolean;
  /** The membership is of this store instead of the demo store. */
  storeCode?: string;
  /** ACTIVE (default) or DEACTIVATED. */
  status?: 'ACTIVE' | 'DEACTIVATED';
  /** The password was set this many days before seeding (an old one has expired: PE401004). */
  passwordAgeDays?: number;
  vendorCodes?: readonly string[];
  /** What the start-up table says about the account. */
  summary: string;
}

/** The demo accounts (README, e2e/support/accounts.ts). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'seller@demo.test',
    password: 'Seller#2026',
    displayName: 'Sari Penjual',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    summary: `STORE owner of store ${demoStore.code}, all STORE_* codes, two pickup points`,
  },
  {
    username: 'staff@demo.test',
    password: 'Staff#2026',
    displayName: 'Budi Staf',
    modes: ['STORE'],
    // §6: chat needs STORE_CONVERSATION; VIEW-ONLY without WRITE reads the chats and sends nothing. Keeps the
    // products' price and stock (STORE_PRODUCT) but does not answer reviews (no STORE_PRODUCT-REVIEW).
    store: { isOwner: false, codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY', 'STORE_ORDER', 'STORE_PRODUCT'] },
    summary: `STORE staff of ${demoStore.code}: STORE_CONVERSATION with VIEW-ONLY (reads chats, cannot send), STORE_ORDER, STORE_PRODUCT (no review replies), no wallet`,
  },
  {
    username: 'chatstaff@demo.test',
    password: 'Chatstaff#2026',
    displayName: 'Citra Staf Chat',
    modes: ['STORE'],
    // §6: answers the chats, holds no STORE_ORDER nor STORE_PRODUCT: orders, products and reviews say "No access".
    store: { isOwner: false, codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] },
    summary: `STORE staff of ${demoStore.code} for the chats only (STORE_CONVERSATION, WRITE), no STORE_ORDER or STORE_PRODUCT: orders and products show "No access"`,
  },
  {
    username: 'views@demo.test',
    password: 'Views#2026',
    displayName: 'Vina Staf Tampilan',
    modes: ['STORE'],
    // Keeps saved views of the order and product lists of their own (and a default of their own), and sees the owner's
    // shared ones: the saved views' end-to-end flows use this account so no other flow's list opens on a default.
    store: { isOwner: false, codes: ['STORE_ORDER', 'STORE_PRODUCT'] },
    summary: `STORE staff of ${demoStore.code} (STORE_ORDER, STORE_PRODUCT): saved views of their own beside the owner's shared ones`,
  },
  {
    username: 'internal@demo.test',
    password: 'Internal#2026',
    displayName: 'Indra Internal',
    modes: ['INTERNAL'],
    codes: internalAccessibilityCodes,
    summary: 'INTERNAL, every INTERNAL_* code',
  },
  {
    username: 'amphibi@demo.test',
    password: 'Amphibi#2026',
    displayName: 'Ayu Amfibi',
    modes: ['STORE', 'INTERNAL'],
    store: { isOwner: false, codes: storeAccessibilityCodes },
    codes: internalAccessibilityCodes,
    summary: 'STORE and INTERNAL modes, none chosen yet (switchable)',
  },
  {
    username: 'configviewer@demo.test',
    password: 'Configviewer#2026',
    displayName: 'Vera Pembaca',
    modes: ['INTERNAL'],
    codes: ['INTERNAL_MOBILE-CONFIG_VIEW'],
    summary: 'INTERNAL with INTERNAL_MOBILE-CONFIG_VIEW only: reads mobile configs, cannot add, change or delete them',
  },
  {
    username: 'manualviewer@demo.test',
    password: 'Manualviewer#2026',
    displayName: 'Maya Pemantau',
    modes: ['INTERNAL'],
    codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE'],
    summary:
      'INTERNAL with INTERNAL_NOTIFICATION and INTERNAL_NOTIFICATION_MANUAL-SEE only: reads manual notifications, cannot create, edit, copy or delete them',
  },
  {
    username: 'vendor@demo.test',
    password: 'Vendor#2026',
    displayName: 'Vina Vendor',
    modes: ['VENDOR'],
    vendorCodes: [demoVendor.code],
    // Every VENDOR_* code there is (none yet): a generated vendor feature's code is the vendor's too.
    codes: accessibilityCodes.filter((code) => code.startsWith('VENDOR_')),
    summary: `VENDOR of ${demoVendor.code}`,
  },
  {
    username: 'mfa@demo.test',
    password: 'Mfa#2026',
    displayName: 'Maya Verifikasi',
    modes: ['STORE'],
    store: { isOwner: false, codes: ['STORE_ORDER'] },
    mfaRequired: true,
    summary: 'STORE, multi-factor verification required (code in /dev/outbox)',
  },
  {
    username: 'expired@demo.test',
    password: 'Expired#2026',
    displayName: 'Eko Kedaluwarsa',
    modes: ['STORE'],
    store: { isOwner: false, codes: ['STORE_ORDER'] },
    passwordAgeDays: 365,
    summary: 'STORE staff whose password has expired (PE401004 → /expired-password)',
  },
  {
    username: 'nopassword@demo.test',
    password: '',
    displayName: 'Nina Tanpa Sandi',
    modes: ['STORE'],
    store: { isOwner: false, codes: ['STORE_ORDER'] },
    summary: 'no password yet (PE401011); Forgot password mails a create-password link',
  },
  {
    username: 'deactivated@demo.test',
    password: 'Deactivated#2026',
    displayName: 'Dedi Nonaktif',
    modes: ['STORE'],
    store: { isOwner: false, codes: ['STORE_ORDER'] },
    status: 'DEACTIVATED',
    summary: 'deactivated user (PE401015)',
  },
  {
    username: 'closed@demo.test',
    password: 'Closed#2026',
    displayName: 'Citra Toko Tutup',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoClosedStore.code,
    summary: `owner of the deactivated store ${demoClosedStore.code} (PE500006)`,
  },
  {
    username: 'agreement@demo.test',
    password: 'Agreement#2026',
    displayName: 'Agus Persetujuan',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoAgreementStore.code,
    summary: `owner of ${demoAgreementStore.code} in AGREEMENT-APPROVAL: the agreement modal until approved`,
  },
  {
    username: 'idverify@demo.test',
    password: 'Idverify#2026',
    displayName: 'Ida Verifikasi',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoIdVerificationStore.code,
    summary: `owner of ${demoIdVerificationStore.code}, fraudStatus WAITING_IDENTITY_PHOTO: the ID-verification modal`,
  },
  {
    username: 'idphoto@demo.test',
    password: 'Idphoto#2026',
    displayName: 'Iwan Foto',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoIdPhotoStore.code,
    summary: `owner of ${demoIdPhotoStore.code}, fraudStatus WAITING_IDENTITY_PHOTO: sends both photos to reach IDENTITY_PHOTO_CHECKING`,
  },
  {
    username: 'idcheck@demo.test',
    password: 'Idcheck#2026',
    displayName: 'Indah Periksa',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoIdCheckStore.code,
    summary: `owner of ${demoIdCheckStore.code}, fraudStatus IDENTITY_PHOTO_CHECKING: its two photos wait in the console's identity review`,
  },
  {
    username: 'idflow@demo.test',
    password: 'Idflow#2026',
    displayName: 'Irfan Alur',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoIdFlowStore.code,
    summary: `owner of ${demoIdFlowStore.code}, fraudStatus WAITING_IDENTITY_PHOTO: sends the photos, internal staff reject, then approve them`,
  },
  {
    username: 'onboarding@demo.test',
    password: 'Onboarding#2026',
    displayName: 'Oki Pendaftar',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoOnboardingStore.code,
    summary: `owner of ${demoOnboardingStore.code} in onboarding V2 (ONBOARD, not live yet): /onboarding-v2`,
  },
  {
    username: 'announcement@demo.test',
    password: 'Announcement#2026',
    displayName: 'Anna Pengumuman',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoAnnouncementStore.code,
    summary: `owner of ${demoAnnouncementStore.code} (OFFICIAL), to which the demo announcements are addressed: popups and a banner`,
  },
  {
    username: 'kabarstaff@demo.test',
    password: 'Kabarstaff#2026',
    displayName: 'Kiki Kabar',
    modes: ['STORE'],
    store: { isOwner: false, codes: storeAccessibilityCodes },
    storeCode: demoAnnouncementStore.code,
    summary: `STORE staff of ${demoAnnouncementStore.code}: the same announcements, with notification preferences of their own (the WhatsApp reminder)`,
  },
  {
    username: 'acknowledge@demo.test',
    password: 'Acknowledge#2026',
    displayName: 'Ade Pengakuan',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoAcknowledgeStore.code,
    summary: `owner of ${demoAcknowledgeStore.code}, with no announcement of its own: internal staff address one to it and read the report`,
  },
  {
    username: 'mpp@demo.test',
    password: 'Mpp#2026',
    displayName: 'Mira Multi Gudang',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoMppStore.code,
    summary: `owner of ${demoMppStore.code}, an MPP chat store (two pickup points, whitelisted): one room per customer and pickup point`,
  },
  {
    username: 'pointstaff@demo.test',
    password: 'Pointstaff#2026',
    displayName: 'Putri Staf Gudang',
    modes: ['STORE'],
    // Assigned to Gudang Malang only by the store-staff module's demo: its orders, figures and MPP rooms alone.
    store: { isOwner: false, codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE', 'STORE_ORDER', 'STORE_REPORT_SELLER-RATING'] },
    storeCode: demoMppStore.code,
    summary: `STORE staff of ${demoMppStore.code} assigned to Gudang Malang only: its orders, dashboard and performance figures, MPP chat rooms and live events, none of Gudang Surabaya's`,
  },
  {
    username: 'notify@demo.test',
    password: 'Notify#2026',
    displayName: 'Nina Notifikasi',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoNotificationStore.code,
    summary: `owner of ${demoNotificationStore.code}, which only the notification center's flows use: ten notifications, four unread`,
  },
  {
    username: 'notifystaff@demo.test',
    password: 'Notifystaff#2026',
    displayName: 'Nanda Staf',
    modes: ['STORE'],
    store: { isOwner: false, codes: ['STORE_ORDER'] },
    storeCode: demoNotificationStore.code,
    summary: `STORE staff of ${demoNotificationStore.code} (STORE_ORDER): the same notifications, read and unread on their own`,
  },
  {
    username: 'brand@demo.test',
    password: 'Brand#2026',
    displayName: 'Bima Merek',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoBrandStore.code,
    summary: `owner of ${demoBrandStore.code}, live and identity-verified, not official: applies to become an official store`,
  },
  {
    username: 'brand2@demo.test',
    password: 'Brand2#2026',
    displayName: 'Bunga Merek',
    modes: ['STORE'],
    store: { isOwner: true, codes: storeAccessibilityCodes },
    storeCode: demoBrandStoreTwo.code,
    summary: `owner of ${demoBrandStoreTwo.code}, as brand@ of ${demoBrandStore.code}: the official store flow's second run`,
  },
];

/**
 * Seeds the demo stores and accounts of the shared directory in one transaction. Idempotent: existing rows are
 * kept as they are, and only accounts that do not exist yet have their passwords hashed (with the sign-in's
 * hashing, which the caller passes: the directory knows no module). The modules' own demo data follows it
 * (`seed-demo.ts` of the server).
 */
export async function seedDemoDirectory(db: AppDatabase, now: Date, hashPassword: (password: string) => Promise<string>): Promise<void> {
  const usernames = demoAccounts.map((a) => a.username);
  const existing = new Set((await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames))).map((r) => r.username));
  const missing = demoAccounts.filter((a) => !existing.has(a.username));
  const hashes = new Map<string, string>();
  for (const account of missing) if (account.password) hashes.set(account.username, await hashPassword(account.password));
  const day = 24 * 60 * 60_000;

  await db.transaction(async (tx) => {
    await tx
      .insert(stores)
      .values({
        code: demoStore.code,
        name: demoStore.name,
        channelId: 'Web',
        onboardingFlow: 'V2',
        onboardingStatus: 'ONBOARD',
        postliveStatus: 'APPROVED',
        fraudStatus: 'FRAUD_PASS',
      })
      .onConflictDoNothing();
    await tx
      .insert(pickupPoints)
      .values(demoStore.pickupPoints.map((p) => ({ ...p, storeCode: demoStore.code })))
      .onConflictDoNothing();
    await tx
      .insert(stores)
      .values([
        { code: demoClosedStore.code, name: demoClosedStore.name, status: 'DEACTIVATED', channelId: 'Web' },
        { ...demoAgreementStore, channelId: 'Web', modeState: 'AGREEMENT-APPROVAL', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
        {
          ...demoIdVerificationStore,
          channelId: 'Web',
          postliveStatus: 'APPROVED',
          fraudStatus: 'WAITING_IDENTITY_PHOTO',
          identityPhotoVerificationDeadline: new Date(now.getTime() + 14 * day),
        },
        {
          ...demoIdPhotoStore,
          channelId: 'Web',
          postliveStatus: 'APPROVED',
          fraudStatus: 'WAITING_IDENTITY_PHOTO',
          identityPhotoVerificationDeadline: new Date(now.getTime() + 14 * day),
        },
        {
          ...demoIdCheckStore,
          channelId: 'Web',
          postliveStatus: 'APPROVED',
          fraudStatus: 'IDENTITY_PHOTO_CHECKING',
          identityPhotoVerificationDeadline: new Date(now.getTime() + 10 * day),
        },
        {
          ...demoIdFlowStore,
          channelId: 'Web',
          postliveStatus: 'APPROVED',
          fraudStatus: 'WAITING_IDENTITY_PHOTO',
          identityPhotoVerificationDeadline: new Date(now.getTime() + 14 * day),
        },
        { ...demoOnboardingStore, channelId: 'Web', onboardingFlow: 'V2', onboardingStatus: 'ONBOARD' },
        // §4.4: the store to which the announcements module addresses its demo announcements.
        {
          code: demoAnnouncementStore.code,
          name: demoAnnouncementStore.name,
          channelId: 'Web',
          businessTypes: [demoAnnouncementStore.businessType],
          postliveStatus: 'APPROVED',
          fraudStatus: 'FRAUD_PASS',
        },
        { ...demoAcknowledgeStore, channelId: 'Web', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
        { code: demoMppStore.code, name: demoMppStore.name, channelId: 'Web', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
        { ...demoNotificationStore, channelId: 'Web', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
        { ...demoBrandStore, channelId: 'Web', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
        { ...demoBrandStoreTwo, channelId: 'Web', postliveStatus: 'APPROVED', fraudStatus: 'FRAUD_PASS' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(pickupPoints)
      .values(demoMppStore.pickupPoints.map((p) => ({ ...p, storeCode: demoMppStore.code })))
      .onConflictDoNothing();
    await tx.insert(vendors).values(demoVendor).onConflictDoNothing();

    for (const account of missing) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.username,
          displayName: account.displayName,
          passwordHash: hashes.get(account.username) ?? null,
          passwordChangedAt: account.password ? new Date(now.getTime() - (account.passwordAgeDays ?? 0) * day) : null,
          status: account.status ?? 'ACTIVE',
          mfaRequired: account.mfaRequired ?? false,
          isPhoneNumberVerified: true,
          isEmailVerified: true,
          phoneNumber: '081234567890',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      await tx.insert(userModes).values(account.modes.map((modeType) => ({ userId: user.id, modeType })));
      if (account.codes?.length) {
        await tx.insert(userAccessibilities).values(account.codes.map((accessibilityCode) => ({ userId: user.id, accessibilityCode })));
      }
      if (account.store) {
        const [membership] = await tx
          .insert(memberships)
          .values({ userId: user.id, storeCode: account.storeCode ?? demoStore.code, isOwner: account.store.isOwner })
          .returning({ id: memberships.id });
        await tx.insert(membershipAccessibilities).values(account.store.codes.map((accessibilityCode) => ({ membershipId: membership.id, accessibilityCode })));
      }
      if (account.vendorCodes?.length) {
        await tx.insert(vendorMemberships).values(account.vendorCodes.map((vendorCode) => ({ userId: user.id, vendorCode })));
      }
    }
    const seededBefore = demoAccounts.filter((a) => existing.has(a.username));
    await grantNewCodes(tx, seededBefore);
  });
}

/**
 * An account seeded before a code joined the vocabulary (a feature generated since) gets it when seeded again
 * (`SEED_DEMO=1`), so the demo seller and staff can open the new pages; codes taken away by hand stay away only until then.
 */
async function grantNewCodes(tx: AppDatabase, accounts: readonly DemoAccount[]): Promise<void> {
  if (!accounts.length) return;
  const usernames = accounts.map((a) => a.username);
  const rows = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames));
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  for (const account of accounts) {
    const userId = idOf.get(account.username);
    if (!userId) continue;
    if (account.codes?.length) {
      await tx
        .insert(userAccessibilities)
        .values(account.codes.map((accessibilityCode) => ({ userId, accessibilityCode })))
        .onConflictDoNothing();
    }
    if (!account.store) continue;
    const [membership] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, account.storeCode ?? demoStore.code)));
    if (!membership) continue;
    await tx
      .insert(membershipAccessibilities)
      .values(account.store.codes.map((accessibilityCode) => ({ membershipId: membership.id, accessibilityCode })))
      .onConflictDoNothing();
  }
}

/** Whether the demo accounts are in this database (the start-up log then prints them). */
/**
 * Whether start-up seeds the demo data. The demo accounts' passwords are published (README), so production never
 * holds them: SEED_DEMO=1 there is a configuration error, and a new production database stays empty.
 */
export function shouldSeedDemo(input: { production: boolean; seedDemo: 'auto' | 'on' | 'off'; isNewEmbeddedDatabase: boolean }): boolean {
  if (input.production && input.seedDemo === 'on') {
    throw new Error('Invalid environment: SEED_DEMO=1 would create the demo accounts, whose passwords are published, in production');
  }
  if (input.production) return false;
  return input.seedDemo === 'on' || (input.seedDemo === 'auto' && input.isNewEmbeddedDatabase);
}

/** A production start refuses a database that already holds the demo accounts (seeded before, by hand or by a test). */
export async function assertNoDemoAccountsInProduction(db: AppDatabase, production: boolean): Promise<void> {
  if (production && (await hasDemoAccounts(db))) {
    throw new Error(
      'Invalid environment: the database holds the demo accounts (published passwords); remove them or start with another database before running in production',
    );
  }
}

export async function hasDemoAccounts(db: AppDatabase): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, demoAccounts[0].username)).limit(1);
  return rows.length > 0;
}

/** The start-up table of demo accounts. */
export function formatDemoAccountsTable(): string {
  const rows = demoAccounts.map((a) => [a.username, a.password || '—', a.summary]);
  const header = ['account', 'password', 'what it shows'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
