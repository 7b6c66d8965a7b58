import { serverErrorCatalogue, type ServerErrorCode } from '@seller-portal/contracts/core';

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

  /** The same code and value answered with another status (a signed-in caller's 400 instead of a 401). */
  withStatus(httpStatus: number): AppError {
    return new AppError(this.code, httpStatus, { cause: this.cause, value: this.value });
  }
}
