import { z } from 'zod';
import { sessionModes } from './vocabulary';

/** POST /backend/gw/partners-engine/authentication/sign-in */
export const signInRequestSchema = z.object({
  username: z.string().max(320),
  password: z.string().max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInResultSchema = z.object({
  username: z.string(),
  /** What the client does next: go on to the session, or finish a multi-factor step. */
  next: z.enum(['SESSION', 'MULTI_FACTOR']),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

/** POST /backend/main/session/switch */
export const switchSessionRequestSchema = z.object({
  type: z.enum(sessionModes),
  code: z.string().max(64).nullable().optional(),
});
export type SwitchSessionRequest = z.infer<typeof switchSessionRequestSchema>;
