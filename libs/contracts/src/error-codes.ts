/**
 * §8 server codes. `http` is the status the server answers with; `message` is the English
 * fallback text (the UI shows the translated `errors.<code>` text from the i18n resources).
 */
export const errorCatalogue = {
  // Blank / invalid input (user service)
  ERR_PMU400001: { http: 400, message: 'Email must not be blank.' },
  ERR_PMU400002: { http: 400, message: 'Email is not valid.' },
  ERR_PMU400003: { http: 400, message: 'New password and confirmation must not be blank.' },
  ERR_PMU400004: { http: 400, message: 'Password does not meet the rules.' },
  ERR_PMU400005: { http: 400, message: 'Password confirmation does not match.' },
  ERR_PMU400006: { http: 400, message: 'Password must not be blank.' },
  ERR_PMU400007: { http: 400, message: 'The request is not valid.' },
  PMU400000: { http: 400, message: 'Something is wrong with your browser. Please try again.' },
  // Blank input (authentication)
  PMA400001: { http: 400, message: 'Email or username must not be blank.' },
  PMA400002: { http: 400, message: 'Password must not be blank.' },
  PMA400003: { http: 400, message: 'Code must not be blank.' },
  PMA400006: { http: 400, message: 'Type must not be blank.' },
  PE400009: { http: 400, message: 'Email must not be blank.' },
  PE400031: { http: 400, message: 'The new password must differ from the current one.' },
  // Authentication
  PE401002: { http: 401, message: 'The link has expired.' },
  PE401003: { http: 401, message: 'The reset link has expired. Please reset again.' },
  PE401004: { http: 401, message: 'Your password has expired and must be changed.' },
  PE401005: { http: 401, message: 'Your account is temporarily locked.' },
  PE401007: { http: 401, message: 'Email and/or password is incorrect.' },
  PE401008: { http: 401, message: 'Your account is locked. Change your password or contact Seller Care.' },
  PE401011: { http: 401, message: 'Your password has not been created yet. Check your email or use Forgot password.' },
  PE401013: { http: 401, message: 'The token has expired.' },
  PE401015: { http: 401, message: 'Your account has been deactivated.' },
  PE401019: { http: 401, message: 'To log in with a social account, allow access to your registered email.' },
  PE403001: { http: 403, message: 'You have no access to perform this action.' },
  PE403002: { http: 401, message: 'Your session has expired. Please log in.' },
  PE500002: { http: 500, message: 'Check your email for the reset link.' },
  PE500006: { http: 403, message: 'Your store has been deactivated.' },
  PE500014: { http: 400, message: 'The new password must differ from your 5 latest passwords.' },
  PE500015: { http: 403, message: 'Your account has been deactivated. Contact the store owner or Seller Care.' },
  PE500016: { http: 403, message: 'Your account has been deactivated. Contact the store owner or Seller Care.' },
  PMU504000: { http: 504, message: 'The system failed to process the data. Refresh and try again.' },
  // Generic "not your fault, try later"
  PMU401000: { http: 401, message: 'Something went wrong on our side. Please try again later.' },
  PMU403000: { http: 403, message: 'Something went wrong on our side. Please try again later.' },
  PMU500000: { http: 500, message: 'Something went wrong on our side. Please try again later.' },
  PMU502000: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PMA502001: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PMA502002: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PMA502003: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PE401006: { http: 401, message: 'Something went wrong on our side. Please try again later.' },
  PE500007: { http: 500, message: 'Something went wrong on our side. Please try again later.' },
  PE500028: { http: 500, message: 'Something went wrong on our side. Please try again later.' },
  PE502001: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PE502002: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  PE502003: { http: 502, message: 'Something went wrong on our side. Please try again later.' },
  // Tutorials, onboarding and feedback surveys (§4.7, §4.2 step 5, §4.11): codes of this server in the same envelope
  TUTORIAL_NOT_FOUND: { http: 404, message: 'There is no tutorial with this name.' },
  ONBOARDING_NOT_OPEN: { http: 409, message: 'This store is not in onboarding.' },
  ONBOARDING_FIELD_INVALID: { http: 400, message: 'Some fields are not filled in correctly.' },
  ONBOARDING_INCOMPLETE: { http: 400, message: 'Finish every step before submitting.' },
  FEEDBACK_EVENT_UNKNOWN: { http: 400, message: 'There is no survey for this event.' },
  FEEDBACK_ALREADY_SUBMITTED: { http: 409, message: 'You have already answered this survey.' },
  FEEDBACK_ANSWERS_INVALID: { http: 400, message: 'Answer every required question with one of its options.' },
  // §4.5 identity verification of a store (photos and the QR hand-off)
  IDENTITY_PHOTO_MISSING: { http: 400, message: 'Choose a photo to send.' },
  IDENTITY_PHOTO_TYPE_NOT_ACCEPTED: { http: 400, message: 'The photo must be a JPEG, PNG or WebP image.' },
  IDENTITY_PHOTO_TOO_LARGE: { http: 413, message: 'The photo is larger than 5 MB.' },
  IDENTITY_VERIFICATION_NOT_WAITING: { http: 409, message: 'Your store is not waiting for identity photos.' },
  CAPTURE_TOKEN_UNKNOWN: { http: 404, message: 'This QR code is not valid. Scan the code shown on your computer again.' },
  CAPTURE_TOKEN_EXPIRED: { http: 410, message: 'This QR code has expired. Show a new code on your computer and scan it again.' },
  CAPTURE_TOKEN_USED: { http: 410, message: 'This QR code has been used already. Show a new code on your computer to send another photo.' },
  // Announcements (§4.4, §7): management input and seller actions
  ANNOUNCEMENT_NOT_FOUND: { http: 404, message: 'The announcement was not found.' },
  ANNOUNCEMENT_CODE_TAKEN: { http: 409, message: 'An announcement with this code already exists.' },
  ANNOUNCEMENT_TITLE_BLANK: { http: 400, message: 'The title must be filled in, in Indonesian and in English.' },
  ANNOUNCEMENT_CONTENT_BLANK: { http: 400, message: 'The content must be filled in, in Indonesian and in English.' },
  ANNOUNCEMENT_END_BEFORE_START: { http: 400, message: 'The end time must be after the start time.' },
  ANNOUNCEMENT_AUDIENCE_EMPTY: { http: 400, message: 'Choose at least one store code or business type.' },
  ANNOUNCEMENT_UNSAFE_CONTENT: { http: 400, message: 'The content holds a script or other unsafe code. Remove it and save again.' },
  ANNOUNCEMENT_BANNER_INVALID: { http: 400, message: 'The banner must be a PNG, JPEG or WebP image of at most 512 KB, or an https link.' },
  ANNOUNCEMENT_SURVEY_URL_INVALID: { http: 400, message: 'The survey link must be an https link.' },
  ANNOUNCEMENT_NOT_EDITABLE: { http: 409, message: 'This announcement has ended or was stopped and can no longer be changed.' },
  ANNOUNCEMENT_ACTION_NOT_ALLOWED: { http: 409, message: 'This action is not available for this announcement.' },
  AGREEMENT_OWNER_ONLY: { http: 403, message: 'Only the store owner can approve the agreement.' },
  // API center (§7): uploaded OpenAPI specifications
  API_SPEC_FILE_MISSING: { http: 400, message: 'Choose an OpenAPI file (JSON or YAML) to upload.' },
  API_SPEC_TOO_LARGE: { http: 413, message: 'The file is larger than 5 MB.' },
  API_SPEC_NOT_PARSEABLE: { http: 400, message: 'The file is neither JSON nor YAML.' },
  API_SPEC_YAML_ALIASES: { http: 400, message: 'The YAML file uses too many anchors and aliases to be read safely.' },
  API_SPEC_NOT_OPENAPI: { http: 400, message: 'The file is not an OpenAPI 3 or Swagger 2 specification.' },
  API_SPEC_INVALID: { http: 400, message: 'The specification does not follow the OpenAPI rules.' },
  API_SPEC_SERVICE_INVALID: { http: 400, message: 'The service name must be lower-case letters, digits and dashes.' },
  API_SPEC_DUPLICATE: { http: 409, message: 'This service already has a specification with this title and version.' },
  API_SPEC_NOT_FOUND: { http: 404, message: 'The specification was not found.' },
  // Mobile configs (§2.4, §3)
  MOBILE_CONFIG_NOT_FOUND: { http: 404, message: 'The mobile config was not found.' },
  MOBILE_CONFIG_KEY_TAKEN: { http: 409, message: 'A mobile config with this key already exists.' },
  MOBILE_CONFIG_KEY_INVALID: { http: 400, message: 'The key must be letters, digits, dots, dashes or underscores.' },
  MOBILE_CONFIG_JSON_INVALID: { http: 400, message: 'The value is not valid JSON. Nothing was saved.' },
  MOBILE_CONFIG_VERSION_CONFLICT: { http: 409, message: 'Someone else saved this config after you opened it. Reload it and make your change again.' },
  // §7 "Notifications": the seller's notification center and the delivery every sender uses
  NOTIFICATION_NOT_FOUND: { http: 404, message: 'The notification was not found.' },
  NOTIFICATION_CONTENT_INVALID: {
    http: 400,
    message: 'A notification needs a title (at most 200 characters) and a text (at most 2,000) in Indonesian and English for every channel it is sent on.',
  },
  NOTIFICATION_LINK_INVALID: { http: 400, message: 'The link must be a path of the portal starting with / or an https link.' },
  // §7 "Chat" and the portal's own chat calls (§6: STORE, STORE_CONVERSATION and a chat token)
  CHAT_TOKEN_INVALID: { http: 403, message: 'The chat token is missing or not valid. Open the chat again.' },
  CHAT_TOKEN_EXPIRED: { http: 403, message: 'The chat token has expired. Open the chat again.' },
  CHAT_ROOM_NOT_FOUND: { http: 404, message: 'The conversation was not found.' },
  CHAT_MESSAGE_TEXT_BLANK: { http: 400, message: 'Write a message before sending.' },
  CHAT_MESSAGE_TEXT_TOO_LONG: { http: 400, message: 'A message can hold at most 2,000 characters.' },
  CHAT_IMAGE_MISSING: { http: 400, message: 'Choose an image to send.' },
  CHAT_IMAGE_TYPE_NOT_ACCEPTED: { http: 400, message: 'The image must be a JPEG, PNG, WebP or GIF image.' },
  CHAT_IMAGE_TOO_LARGE: { http: 413, message: 'The image is larger than 5 MB.' },
  CHAT_IMAGE_NOT_FOUND: { http: 404, message: 'The image was not found. Upload it again.' },
  CHAT_PRODUCT_NOT_FOUND: { http: 404, message: 'The product was not found.' },
  CHAT_ORDER_NUMBER_INVALID: { http: 400, message: 'The order number is not valid.' },
  CHAT_STICKER_UNKNOWN: { http: 400, message: 'There is no such sticker.' },
  CHAT_TEMPLATE_NOT_FOUND: { http: 404, message: 'The template was not found.' },
  CHAT_TEMPLATE_TITLE_BLANK: { http: 400, message: 'The template needs a title of at most 50 characters.' },
  CHAT_TEMPLATE_TEXT_BLANK: { http: 400, message: 'The template needs a text of at most 1,000 characters.' },
  CHAT_TEMPLATE_VARIABLE_UNKNOWN: { http: 400, message: 'The template holds an unknown variable. Use {customerName} or {storeName}.' },
  CHAT_TEMPLATE_LIMIT_REACHED: { http: 409, message: 'A store can keep at most 50 templates. Delete one first.' },
  CHAT_TEMPLATE_ORDER_MISMATCH: { http: 400, message: 'The order must list every template once. Reload and try again.' },
  CHAT_REVIEW_REMINDER_QUOTA_EMPTY: { http: 409, message: 'Your review reminder quota is used up.' },
  CHAT_REVIEW_REMINDER_NOT_FOUND: { http: 404, message: 'The product to remind about was not found.' },
  CHAT_REVIEW_REMINDER_ALREADY_SENT: { http: 409, message: 'A reminder for this product has been sent already.' },
  CHAT_PICKUP_POINT_NOT_ASSIGNED: { http: 403, message: 'You have no access to the chats of this pickup point.' },
  CHAT_STORE_NOT_FOUND: { http: 404, message: 'The store was not found.' },
  CHAT_CUSTOMER_TOKEN_INVALID: { http: 401, message: 'The customer token is missing, expired or not valid.' },
  // Transport-level codes of this server (not in the upstream catalogue, same envelope)
  BAD_REQUEST: { http: 400, message: 'The request is not valid.' },
  UNAUTHORIZED: { http: 401, message: 'You are not signed in.' },
  NOT_FOUND: { http: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { http: 405, message: 'Method not allowed.' },
  PAYLOAD_TOO_LARGE: { http: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, message: 'The request body must be JSON.' },
  TOO_MANY_REQUESTS: { http: 429, message: 'Too many requests. Please wait and try again.' },
  SERVICE_UNAVAILABLE: { http: 503, message: 'The service is unavailable. Please try again later.' },
} as const satisfies Record<string, { http: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, code);
}

/**
 * Codes met only on one feature's pages. Their texts ship with that feature's library and join the `errors`
 * namespace when it loads, so the shared texts every page downloads (the sign-in page's too) stay the §8 and
 * account codes. A feature's test checks its codes have texts in both languages.
 */
export const featureErrorCodes = {
  announcements: [
    'ANNOUNCEMENT_NOT_FOUND',
    'ANNOUNCEMENT_CODE_TAKEN',
    'ANNOUNCEMENT_TITLE_BLANK',
    'ANNOUNCEMENT_CONTENT_BLANK',
    'ANNOUNCEMENT_END_BEFORE_START',
    'ANNOUNCEMENT_AUDIENCE_EMPTY',
    'ANNOUNCEMENT_UNSAFE_CONTENT',
    'ANNOUNCEMENT_BANNER_INVALID',
    'ANNOUNCEMENT_SURVEY_URL_INVALID',
    'ANNOUNCEMENT_NOT_EDITABLE',
    'ANNOUNCEMENT_ACTION_NOT_ALLOWED',
    'AGREEMENT_OWNER_ONLY',
  ],
  storeVerification: [
    'IDENTITY_PHOTO_MISSING',
    'IDENTITY_PHOTO_TYPE_NOT_ACCEPTED',
    'IDENTITY_PHOTO_TOO_LARGE',
    'IDENTITY_VERIFICATION_NOT_WAITING',
    'CAPTURE_TOKEN_UNKNOWN',
    'CAPTURE_TOKEN_EXPIRED',
    'CAPTURE_TOKEN_USED',
  ],
  sellerEducation: ['TUTORIAL_NOT_FOUND', 'FEEDBACK_EVENT_UNKNOWN', 'FEEDBACK_ALREADY_SUBMITTED', 'FEEDBACK_ANSWERS_INVALID'],
  sellerOnboarding: ['ONBOARDING_NOT_OPEN', 'ONBOARDING_FIELD_INVALID', 'ONBOARDING_INCOMPLETE'],
  apiCenter: [
    'API_SPEC_FILE_MISSING',
    'API_SPEC_TOO_LARGE',
    'API_SPEC_NOT_PARSEABLE',
    'API_SPEC_YAML_ALIASES',
    'API_SPEC_NOT_OPENAPI',
    'API_SPEC_INVALID',
    'API_SPEC_SERVICE_INVALID',
    'API_SPEC_DUPLICATE',
    'API_SPEC_NOT_FOUND',
  ],
  mobileConfigs: [
    'MOBILE_CONFIG_NOT_FOUND',
    'MOBILE_CONFIG_KEY_TAKEN',
    'MOBILE_CONFIG_KEY_INVALID',
    'MOBILE_CONFIG_JSON_INVALID',
    'MOBILE_CONFIG_VERSION_CONFLICT',
  ],
  notifications: ['NOTIFICATION_NOT_FOUND', 'NOTIFICATION_CONTENT_INVALID', 'NOTIFICATION_LINK_INVALID'],
  sellerChat: [
    'CHAT_TOKEN_INVALID',
    'CHAT_TOKEN_EXPIRED',
    'CHAT_ROOM_NOT_FOUND',
    'CHAT_MESSAGE_TEXT_BLANK',
    'CHAT_MESSAGE_TEXT_TOO_LONG',
    'CHAT_IMAGE_MISSING',
    'CHAT_IMAGE_TYPE_NOT_ACCEPTED',
    'CHAT_IMAGE_TOO_LARGE',
    'CHAT_IMAGE_NOT_FOUND',
    'CHAT_PRODUCT_NOT_FOUND',
    'CHAT_ORDER_NUMBER_INVALID',
    'CHAT_STICKER_UNKNOWN',
    'CHAT_TEMPLATE_NOT_FOUND',
    'CHAT_TEMPLATE_TITLE_BLANK',
    'CHAT_TEMPLATE_TEXT_BLANK',
    'CHAT_TEMPLATE_VARIABLE_UNKNOWN',
    'CHAT_TEMPLATE_LIMIT_REACHED',
    'CHAT_TEMPLATE_ORDER_MISMATCH',
    'CHAT_REVIEW_REMINDER_QUOTA_EMPTY',
    'CHAT_REVIEW_REMINDER_NOT_FOUND',
    'CHAT_REVIEW_REMINDER_ALREADY_SENT',
    'CHAT_PICKUP_POINT_NOT_ASSIGNED',
    'CHAT_STORE_NOT_FOUND',
    'CHAT_CUSTOMER_TOKEN_INVALID',
  ],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** Whether a code's text ships with a feature library rather than with the shared texts. */
export function isFeatureErrorCode(code: string): boolean {
  return Object.values(featureErrorCodes).some((codes) => (codes as readonly string[]).includes(code));
}

/** Codes that share the generic "not your fault, try later" message (§8). */
export const genericErrorCodes: readonly ErrorCode[] = [
  'PMU401000',
  'PMU403000',
  'PMU500000',
  'PMU502000',
  'PMA502001',
  'PMA502002',
  'PMA502003',
  'PE401006',
  'PE500007',
  'PE500028',
  'PE502001',
  'PE502002',
  'PE502003',
];
