import { identityPhotoField, identityPhotoKindSchema, identityPhotoMaxBytes, type IdentityPhotoKind } from '@seller-portal/contracts/store-verification';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { readSingleFile } from '../../http/single-file';

/** The `:kind` of the path; any other value names no call. */
export function photoKindOf(request: FastifyRequest): IdentityPhotoKind {
  const parsed = identityPhotoKindSchema.safeParse((request.params as { kind?: unknown }).kind);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/** Reads the one file of a multipart body (field `photo`). */
export function readPhoto(request: FastifyRequest): Promise<Buffer> {
  return readSingleFile(request, {
    field: identityPhotoField,
    maxBytes: identityPhotoMaxBytes,
    missing: 'IDENTITY_PHOTO_MISSING',
    tooLarge: 'IDENTITY_PHOTO_TOO_LARGE',
  });
}
