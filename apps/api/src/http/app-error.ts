import { errorCatalogue, type ErrorCode } from '@seller-portal/contracts';

/** The one error type of the server: a §8 code (or a transport code) and the HTTP status to answer with. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;

  constructor(code: ErrorCode, httpStatus: number = errorCatalogue[code].http, options?: { cause?: unknown }) {
    super(errorCatalogue[code].message, options);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}
