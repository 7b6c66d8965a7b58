import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The §3 envelope's schema (`Envelope`), in a file of its own: the first page takes the envelope's helpers
 * (`isSuccessfulBody`) without the schemas' helper.
 */
export const envelopeSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    status: z.string(),
    value: z.unknown().nullable(),
    errorCode: z.string().nullable(),
    errorMessage: z.string().nullable(),
    requestId: z.string().nullable(),
  }),
);
