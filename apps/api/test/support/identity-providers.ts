import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

type Handler = (request: IncomingMessage, url: URL, response: ServerResponse) => void;

/** A small HTTP server on a random port of 127.0.0.1 (stopped by `close`). */
async function listen(handler: Handler): Promise<{ baseUrl: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    handler(request, url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local OpenID provider in Google's shape: an RSA key pair, its JWKS at /oauth2/v3/certs, and ID tokens signed
 * with it. The server verifies them with the same code that checks Google's.
 */
export async function startGoogleIdentityProvider() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const http = await listen((_request, url, response) => {
    if (url.pathname === '/oauth2/v3/certs') json(response, 200, { keys: [jwk] });
    else json(response, 404, {});
  });
  const clientId = 'seller-portal-test.apps.googleusercontent.com';
  const issuer = 'https://accounts.google.com';
  return {
    clientId,
    issuer,
    jwksUrl: `${http.baseUrl}/oauth2/v3/certs`,
    close: http.close,
    /** An ID token as Google would issue it; every claim can be overridden. `signedByStranger` uses a key not in the JWKS. */
    async idToken(claims: Record<string, unknown>, options: { now: Date; lifetimeSeconds?: number; signedByStranger?: boolean } = { now: new Date() }) {
      const iat = Math.floor(options.now.getTime() / 1000);
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setAudience(typeof claims.aud === 'string' ? claims.aud : clientId)
        .setSubject(String(claims.sub ?? 'google-subject'))
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.lifetimeSeconds ?? 3600))
        .sign(options.signedByStranger ? stranger.privateKey : privateKey);
    },
  };
}

interface FacebookUser {
  appId: string;
  userId: string;
  email?: string;
  name?: string;
  scopes?: string[];
  valid?: boolean;
}

/** A local Graph API speaking the JSON of /debug_token and /me, for tokens this fake issued. */
export async function startFacebookGraph(appId: string, appSecret: string) {
  const tokens = new Map<string, FacebookUser>();
  const http = await listen((_request, url, response) => {
    if (url.pathname === '/v19.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return json(response, 400, { error: { message: 'Invalid OAuth access token' } });
      const user = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return json(response, 200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token' } } });
      return json(response, 200, {
        data: {
          app_id: user.appId,
          type: 'USER',
          application: 'Seller Portal',
          is_valid: user.valid ?? true,
          user_id: user.userId,
          scopes: user.scopes ?? ['email', 'public_profile'],
        },
      });
    }
    if (url.pathname === '/v19.0/me') {
      const user = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!user || !url.searchParams.get('appsecret_proof')) return json(response, 400, { error: { message: 'Invalid OAuth access token', code: 190 } });
      return json(response, 200, { id: user.userId, ...(user.email ? { email: user.email } : {}), ...(user.name ? { name: user.name } : {}) });
    }
    json(response, 404, {});
  });
  return {
    graphUrl: `${http.baseUrl}/v19.0`,
    requests: http.requests,
    close: http.close,
    issue(user: Partial<FacebookUser> & { userId: string }): string {
      const token = `EAA${randomBytes(24).toString('hex')}`;
      tokens.set(token, { appId, ...user });
      return token;
    },
  };
}

const xmlEscape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * A CAS server speaking the CAS 2.0/3.0 protocol: /login redirects back with a ticket, /serviceValidate and
 * /p3/serviceValidate answer the XML; tickets are single use and bound to their service URL.
 */
export async function startCasServer() {
  const tickets = new Map<string, { service: string; user: string; attributes: Record<string, string> }>();
  const failure = (code: string, message: string) =>
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationFailure code="${code}">${xmlEscape(message)}</cas:authenticationFailure>\n</cas:serviceResponse>`;
  const http = await listen((_request, url, response) => {
    const xml = (body: string) => response.writeHead(200, { 'content-type': 'application/xml;charset=UTF-8' }).end(body);
    if (url.pathname === '/cas/serviceValidate' || url.pathname === '/cas/p3/serviceValidate') {
      const ticketId = url.searchParams.get('ticket') ?? '';
      const service = url.searchParams.get('service') ?? '';
      const ticket = tickets.get(ticketId);
      tickets.delete(ticketId);
      if (!ticket) return xml(failure('INVALID_TICKET', `Ticket '${ticketId}' not recognized`));
      if (ticket.service !== service) return xml(failure('INVALID_SERVICE', 'Ticket was issued for another service'));
      const withAttributes = url.pathname.startsWith('/cas/p3/');
      const attributes = withAttributes
        ? `\n    <cas:attributes>\n${Object.entries(ticket.attributes)
            .map(([k, v]) => `      <cas:${k}>${xmlEscape(v)}</cas:${k}>`)
            .join('\n')}\n    </cas:attributes>`
        : '';
      return xml(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationSuccess>\n    <cas:user>${xmlEscape(ticket.user)}</cas:user>${attributes}\n  </cas:authenticationSuccess>\n</cas:serviceResponse>`,
      );
    }
    response.writeHead(404).end();
  });
  return {
    serverUrl: `${http.baseUrl}/cas`,
    requests: http.requests,
    close: http.close,
    /** What /login would do after the person signed in: a ticket for this service. */
    issueTicket(service: string, user: string, attributes: Record<string, string> = {}): string {
      const ticket = `ST-${randomBytes(12).toString('hex')}`;
      tickets.set(ticket, { service, user, attributes });
      return ticket;
    },
  };
}
