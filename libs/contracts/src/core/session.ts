import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { sessionModes } from './vocabulary';

/** §3 Session entity. */
const sessionModeSchema = lazySchema(() =>
  z.object({
    type: z.enum(sessionModes),
    /** Store code for STORE mode. */
    code: z.string().nullable(),
    /** For example AGREEMENT-APPROVAL. */
    state: z.string().nullable(),
  }),
);
export type SessionMode = z.infer<typeof sessionModeSchema>;

export interface SessionMenu {
  code: string;
  name: string;
  url?: string;
  subs?: SessionMenu[];
}
const sessionMenuSchema: z.ZodType<SessionMenu> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      code: z.string(),
      name: z.string(),
      url: z.string().optional(),
      subs: z.array(sessionMenuSchema).optional(),
    }),
  ),
);

const pickupPointSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
  }),
);
export type PickupPoint = z.infer<typeof pickupPointSchema>;

const sessionCustomFieldsSchema = lazySchema(() =>
  z.object({
    channelId: z.string().nullable().optional(),
    whitelistedPagePathPatterns: z.array(z.string()).optional(),
    businessTypes: z.array(z.string()).optional(),
    onboardingStatus: z.string().nullable().optional(),
    onboardingFlow: z.string().nullable().optional(),
    postliveStatus: z.string().nullable().optional(),
    isSignInUsingSso: z.boolean().optional(),
    fraudStatus: z.string().nullable().optional(),
    isOwner: z.boolean().optional(),
    identityPhotoVerificationDeadline: z.number().nullable().optional(),
    needVerification: z.boolean().optional(),
    canaryFlag: z.boolean().optional(),
    isPhoneNumberVerified: z.boolean().optional(),
    isEmailVerified: z.boolean().optional(),
    storeName: z.string().nullable().optional(),
    displayName: z.string().nullable().optional(),
  }),
);
export type SessionCustomFields = z.infer<typeof sessionCustomFieldsSchema>;

export const sessionSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    userId: z.string(),
    /** null while an amphibi user has not chosen a mode yet. */
    mode: sessionModeSchema.nullable(),
    modes: z.array(z.enum(sessionModes)),
    switchableMode: z.boolean(),
    modules: z.array(z.string()),
    menus: z.array(sessionMenuSchema),
    accessibilities: z.array(z.object({ code: z.string() })),
    pickupPoints: z.array(pickupPointSchema),
    customFields: sessionCustomFieldsSchema,
  }),
);
export type Session = z.infer<typeof sessionSchema>;
