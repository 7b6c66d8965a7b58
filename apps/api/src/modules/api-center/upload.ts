import { apiCenterLimits, apiSpecificationFields } from '@seller-portal/contracts/api-center';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { UploadedSpecification } from './service';

/** Room for the multipart boundaries, part headers and the service field around the file. */
const multipartOverheadBytes = 16 * 1024;

/**
 * Reads an upload: the `service` field, then the one file (`file`); a form sends its fields in order, so the
 * service comes first. A body announced larger than the limit is refused before a byte of it is read (a 20 MB file
 * costs nothing); one that grows past it while streaming is refused as soon as it does.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedSpecification> {
  if (!request.isMultipart()) throw new AppError('API_SPEC_FILE_MISSING');
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > apiCenterLimits.fileMaxBytes + multipartOverheadBytes) throw new AppError('API_SPEC_TOO_LARGE');
  const file = await request.file({ limits: { fileSize: apiCenterLimits.fileMaxBytes + 1, files: 1, fields: 1, parts: 2 }, throwFileSizeLimit: true });
  if (!file || file.fieldname !== apiSpecificationFields.file) throw new AppError('API_SPEC_FILE_MISSING');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('API_SPEC_TOO_LARGE');
    throw error;
  }
  if (bytes.length > apiCenterLimits.fileMaxBytes || file.file.truncated) throw new AppError('API_SPEC_TOO_LARGE');
  if (bytes.length === 0) throw new AppError('API_SPEC_FILE_MISSING');
  const field = file.fields[apiSpecificationFields.service];
  const service = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
  return { service, fileName: file.filename || 'specification', bytes };
}
