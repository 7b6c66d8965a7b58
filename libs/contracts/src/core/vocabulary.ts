/** §6 session modes. */
export const sessionModes = ['STORE', 'INTERNAL', 'VENDOR'] as const;
export type SessionModeType = (typeof sessionModes)[number];

/** §6 accessibility codes. */
export const accessibilityCodes = [
  'INTERNAL_ANNOUNCEMENT',
  'INTERNAL_NOTIFICATION',
  'INTERNAL_NOTIFICATION_ADMIN',
  'INTERNAL_SELLER-API-CENTER',
  'INTERNAL_NOTIFICATION_MANUAL-SEE',
  'INTERNAL_NOTIFICATION_MANUAL-SAVE',
  'INTERNAL_NOTIFICATION_MANUAL-EDIT',
  'INTERNAL_NOTIFICATION_MANUAL-DELETE',
  'INTERNAL_NOTIFICATION_MANUAL-COPY',
  'INTERNAL_MOBILE-CONFIG_VIEW',
  'INTERNAL_MOBILE-CONFIG_ADD',
  'INTERNAL_MOBILE-CONFIG_DELETE',
  'INTERNAL_MOBILE-CONFIG_UPDATE',
  'INTERNAL_STORE-REVIEW',
  // The portal's own: reviewing the stores' applications to become (and stay) official stores.
  'INTERNAL_OFFICIAL-STORE_REVIEW',
  // The portal's own: reviewing the stores' identity photos (§4.5), approving them or asking for new ones.
  'INTERNAL_IDENTITY-REVIEW',
  // The portal's own: writing, scheduling and publishing Seller Learning's articles and videos (§2.5 learning).
  'INTERNAL_SELLER-LEARNING',
  // The portal's own: the public marketing, help and content pages (§2.2) and the sign-in banner, from the CMS.
  'INTERNAL_CMS-CONTENT',
  // The portal's own: keeping the words seller chat masks (`banned-word/mask-text` and the chat).
  'INTERNAL_CHAT-BANNED-WORD',
  'INTERNAL_CATEGORY',
  'STORE_FBB-CENTER',
  'STORE_CONVERSATION',
  'STORE_CONVERSATION_VIEW-ONLY',
  'STORE_CONVERSATION_WRITE',
  'STORE_MANAGE-STORE_STORE-INFORMATION',
  'STORE_REPORT_SELLER-RATING',
  'STORE_ADD-STORE',
  'STORE_ORDER',
  'STORE_STORE-WALLET_VIEW',
  'STORE_PROMO_BLIKLAN',
  'STORE_ANALYTICS_INHOUSE-BLIKLAN',
  // The portal's own, beyond §6's list (which names none for products): a store's products (list, price, stock,
  // status, bulk files) and replying to their reviews. Owners hold them; staff only when given.
  'STORE_PRODUCT',
  'STORE_PRODUCT-REVIEW',
  // Moving money out of the wallet (bank accounts, withdrawals): the owner's, as the best seller centres keep it.
  'STORE_STORE-WALLET_WITHDRAW',
] as const;
export type AccessibilityCode = (typeof accessibilityCodes)[number];

// Pure: a bundle that uses neither list leaves them, and the codes, out (the first page carries no vocabulary).
export const storeAccessibilityCodes = /* @__PURE__ */ accessibilityCodes.filter((c) => c.startsWith('STORE_'));
export const internalAccessibilityCodes = /* @__PURE__ */ accessibilityCodes.filter((c) => c.startsWith('INTERNAL_'));

/** §3 fraud status values. */
export const fraudStatuses = ['MANUAL_REVIEW', 'WAITING_IDENTITY_PHOTO', 'IDENTITY_PHOTO_CHECKING', 'FRAUD', 'FRAUD_PASS'] as const;
export type FraudStatus = (typeof fraudStatuses)[number];

/** §3 vocabulary. */
export const ssoTypes = ['FACEBOOK', 'GOOGLE', 'ONE_TIME'] as const;
export type SsoType = (typeof ssoTypes)[number];

export const channels = ['App', 'Web'] as const;
export type Channel = (typeof channels)[number];

export const deviceTypes = ['MTA Android', 'MTA iOS', 'Mobileweb', 'Web'] as const;
export type DeviceType = (typeof deviceTypes)[number];

export const languages = ['id', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'id';

/** §3 cookie names. */
export const cookieNames = {
  session: 'sp_session',
  everLoggedIn: 'ever-logged-in',
  exitPopupClosed: 'exit-popup-closed',
  hideAppBanner: 'hide-app-banner',
  loginHistory: 'has-login-history',
  partnersSsoType: 'partners-sso-type',
  sellerSocialToken: 'seller-social-token',
  partnersChannelId: 'partners-channel-id',
  hideIdVerificationModal: 'Hide-Id-Verification-Modal',
  announcementHasBeenRead: 'Announcement-Has-Been-Read',
  partnersLanguage: 'Partners-Language',
  deviceVerificationToken: 'device-verification-token',
} as const;

/** §2.8 query parameters the shell reads. */
export const shellQueryKeys = {
  redirectUri: 'redirectUri',
  authToken: 'authToken',
  ssoType: 'ssoType',
  autoSocialLogin: 'autoSocialLogin',
  lang: 'lang',
  announcementPopup: 'announcementPopup',
  mode: 'mode',
  /** Opens the video modal with the video it names. */
  videoModal: 'video-modal',
} as const;

/** §9 request defaults. */
export const requestDefaults = {
  storeId: '10001',
  channelId: 'Web',
  clientId: 'partners-main-ui',
} as const;
