import { AppError } from '../../http/app-error';
import { parseCasServiceResponse, type CasValidation } from './cas-xml';

const casTimeoutMs = 5_000;

/** The CAS login page for our service URL (CAS protocol §2.1 /login). */
export function casLoginUrl(serverUrl: string, service: string): string {
  return `${serverUrl}/login?service=${encodeURIComponent(service)}`;
}

/**
 * Validates a service ticket: CAS 2.0 /serviceValidate, CAS 3.0 /p3/serviceValidate (attributes in the answer).
 * PE502001 when the CAS server cannot be asked.
 */
export async function validateCasTicket(server: { serverUrl: string; casVersion: string }, service: string, ticket: string): Promise<CasValidation> {
  const path = server.casVersion === '3.0' ? 'p3/serviceValidate' : 'serviceValidate';
  const url = `${server.serverUrl}/${path}?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(casTimeoutMs), headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    throw new AppError('PE502001', undefined, { cause: error });
  }
  if (response.status >= 500) throw new AppError('PE502001');
  return parseCasServiceResponse(await response.text());
}
