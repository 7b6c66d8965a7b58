import { serverErrorCatalogue, type ServerErrorCode } from '@seller-portal/contracts';

/**
 * The one error type of the server: a §8 code (or an account or transport code) and the HTTP status to answer
 * with. `value` is the envelope's value for the few errors that carry details (contracts: OtpErrorValue,
 * ExpiredPasswordErrorValue, LockedErrorValue).
 */
export class AppError extends Error {
  readonly code: ServerErrorCode;
  readonly httpStatus: number;
  readonly value: unknown;

  constructor(code: ServerErrorCode, httpStatus: number = serverErrorCatalogue[code].http, options?: { cause?: unknown; value?: unknown }) {
    super(serverErrorCatalogue[code].message, options);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.value = options?.value ?? null;
  }

  /** The same error with details in the envelope's value. */
  static withValue(code: ServerErrorCode, value: unknown): AppError {
    return new AppError(code, undefined, { value });
  }
}
