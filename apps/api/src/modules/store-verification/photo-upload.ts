import { identityPhotoField, identityPhotoKindSchema, identityPhotoMaxBytes, type IdentityPhotoKind } from '@seller-portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

/** Room for the multipart boundaries and part headers around the photo. */
const multipartOverheadBytes = 16 * 1024;

/** The `:kind` of the path; any other value names no call. */
export function photoKindOf(request: FastifyRequest): IdentityPhotoKind {
  const parsed = identityPhotoKindSchema.safeParse((request.params as { kind?: unknown }).kind);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/**
 * Reads the one file of a multipart body (field `photo`). A body announced larger than the limit is refused before a
 * byte of it is read; a file that grows past it while streaming is refused as soon as it does.
 */
export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('IDENTITY_PHOTO_MISSING');
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > identityPhotoMaxBytes + multipartOverheadBytes) throw new AppError('IDENTITY_PHOTO_TOO_LARGE');
  // One byte over the limit is read, so a file cut there is told apart from one of exactly the limit by its length:
  // the plugin's own truncation flag can come after the last chunk it hands out.
  const file = await request.file({ limits: { fileSize: identityPhotoMaxBytes + 1, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });
  if (!file || file.fieldname !== identityPhotoField) throw new AppError('IDENTITY_PHOTO_MISSING');
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IDENTITY_PHOTO_TOO_LARGE');
    throw error;
  }
  if (content.length > identityPhotoMaxBytes || file.file.truncated) throw new AppError('IDENTITY_PHOTO_TOO_LARGE');
  return content;
}
