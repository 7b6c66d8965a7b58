// Google's side of a Google sign-in for the end-to-end run: the key set the server checks ID tokens against, and
// the ID tokens Google Identity Services would hand the page after a person chose their account.
//
//   GET  /oauth2/v3/certs                 the JWKS (GOOGLE_JWKS_URL of the e2e server)
//   POST /issue {sub, email, name}        an ID token for the e2e client id, signed with the key of the JWKS
//
// The browser's side (the Google Identity Services script) is played by the spec's page object, which hands the
// page a token from /issue as Google's script would. Environment: GOOGLE_PORT, GOOGLE_CLIENT_ID.
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.GOOGLE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('GOOGLE_PORT must be set');
const clientId = process.env.GOOGLE_CLIENT_ID ?? '';
if (!clientId) throw new Error('GOOGLE_CLIENT_ID must be set');

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomUUID();
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };

const base64url = (value) => Buffer.from(value).toString('base64url');

function idToken({ sub, email, name }) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub,
      email,
      email_verified: true,
      ...(name ? { name } : {}),
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') return json(response, 200, jwks);
  if (request.method === 'POST' && url.pathname === '/issue') {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      try {
        const person = JSON.parse(body);
        if (typeof person.sub !== 'string' || typeof person.email !== 'string') return json(response, 400, { error: 'sub and email are required' });
        json(response, 200, { idToken: idToken(person) });
      } catch {
        json(response, 400, { error: 'JSON expected' });
      }
    });
    return;
  }
  json(response, 404, {});
}).listen(port, '127.0.0.1');
