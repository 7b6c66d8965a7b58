/** §3 API envelope: every `/backend` answer has this shape. */
export interface Envelope<T = unknown> {
  success: boolean;
  status: string;
  value: T | null;
  errorCode: string | null;
  errorMessage: string | null;
  requestId: string | null;
}

export function okEnvelope<T>(value: T, requestId: string | null = null): Envelope<T> {
  return { success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId };
}

export function errorEnvelope(status: string, errorCode: string, errorMessage: string, requestId: string | null = null): Envelope<null> {
  return { success: false, status, value: null, errorCode, errorMessage, requestId };
}

/** §5: a call counts as successful only if the body has success true or status OK. */
export function isSuccessfulBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { success?: unknown; status?: unknown };
  return b.success === true || b.status === 'OK';
}
