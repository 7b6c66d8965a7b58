import type { ServerErrorCode } from '@seller-portal/contracts/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Room for the multipart boundaries and part headers around the file. */
const multipartOverheadBytes = 16 * 1024;

export interface SingleFileRule {
  /** The multipart field the file must come in. */
  field: string;
  maxBytes: number;
  /** Answered when the body is not multipart or holds no file in `field`. */
  missing: ServerErrorCode;
  /** Answered when the file (or the announced body) is larger than `maxBytes`. */
  tooLarge: ServerErrorCode;
}

/**
 * Reads the one file of a multipart body. A body announced larger than the limit is refused before a byte of it is
 * read; a file that grows past it while streaming is refused as soon as it does.
 */
export async function readSingleFile(request: FastifyRequest, rule: SingleFileRule): Promise<Buffer> {
  return (await readSingleNamedFile(request, rule)).content;
}

/** `readSingleFile` with the name the browser gave the file. */
export async function readSingleNamedFile(request: FastifyRequest, rule: SingleFileRule): Promise<{ content: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError(rule.missing);
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > rule.maxBytes + multipartOverheadBytes) throw new AppError(rule.tooLarge);
  // One byte over the limit is read, so a file cut there is told apart from one of exactly the limit by its length:
  // the plugin's own truncation flag can come after the last chunk it hands out.
  const file = await request.file({ limits: { fileSize: rule.maxBytes + 1, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });
  if (!file || file.fieldname !== rule.field) throw new AppError(rule.missing);
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(rule.tooLarge);
    throw error;
  }
  if (content.length > rule.maxBytes || file.file.truncated) throw new AppError(rule.tooLarge);
  return { content, fileName: file.filename };
}
