// A company's CAS server for the end-to-end run (CAS protocol 2.0/3.0): the sign-in page /sso/cas sends people to.
//
//   GET  /cas/login?service=…            the company sign-in form
//   POST /cas/login                      right credentials: 303 to the service with ?ticket=ST-…
//   GET  /cas/serviceValidate            CAS 2.0 answer (user only)
//   GET  /cas/p3/serviceValidate         CAS 3.0 answer (user and attributes, with the email)
//
// Environment: CAS_PORT; CAS_SERVICE_ORIGIN (the only origin tickets are issued for, as a CAS service
// registry would); CAS_PEOPLE, a JSON array of { username, password, email } (the company directory).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.CAS_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('CAS_PORT must be set');
const serviceOrigin = process.env.CAS_SERVICE_ORIGIN ?? '';
/** @type {{ username: string, password: string, email: string }[]} */
const people = JSON.parse(process.env.CAS_PEOPLE ?? '[]');

// Service tickets live seconds in CAS servers; a minute leaves room for a slow test machine.
const ticketLifetimeMs = 60_000;
/** @type {Map<string, { service: string, username: string, email: string, expiresAt: number }>} */
const tickets = new Map();

const escapeText = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function sameSecret(given, expected) {
  const a = Buffer.from(String(given));
  const b = Buffer.from(String(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Only the portal under test may receive tickets: no open redirect to other sites. */
function allowedService(service) {
  try {
    return new URL(service).origin === serviceOrigin;
  } catch {
    return false;
  }
}

function loginPage(service, error) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Company sign-in</title></head>
<body>
  <main>
    <h1>Company sign-in</h1>
    ${error ? `<p role="alert">${escapeText(error)}</p>` : ''}
    <form method="post" action="/cas/login">
      <input type="hidden" name="service" value="${escapeText(service)}">
      <p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" required></p>
      <p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p>
      <p><button type="submit">Sign in</button></p>
    </form>
  </main>
</body>
</html>`;
}

function html(response, status, body) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
}

function xml(response, body) {
  response
    .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
    .end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n${body}\n</cas:serviceResponse>\n`);
}

const failure = (code, message) => `  <cas:authenticationFailure code="${code}">${escapeText(message)}</cas:authenticationFailure>`;

async function readForm(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 16_384) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

async function login(request, response, url) {
  if (request.method === 'GET') return html(response, 200, loginPage(url.searchParams.get('service') ?? ''));
  if (request.method !== 'POST') return html(response, 405, 'Method not allowed');
  const form = await readForm(request);
  const service = form.get('service') ?? '';
  const username = (form.get('username') ?? '').trim().toLowerCase();
  const person = people.find((p) => p.username.toLowerCase() === username);
  if (!person || !sameSecret(form.get('password') ?? '', person.password)) {
    return html(response, 401, loginPage(service, 'The username or password is incorrect.'));
  }
  if (!allowedService(service)) return html(response, 403, loginPage(service, 'This application is not allowed to use company sign-in.'));
  const ticket = `ST-${randomBytes(16).toString('hex')}`;
  tickets.set(ticket, { service, username: person.username, email: person.email, expiresAt: Date.now() + ticketLifetimeMs });
  const back = new URL(service);
  back.searchParams.set('ticket', ticket);
  response.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' }).end();
}

/** CAS protocol §2.5/§2.6: a ticket validates once, for the service it was issued to, before it expires. */
function serviceValidate(response, url, withAttributes) {
  const ticketId = url.searchParams.get('ticket') ?? '';
  const service = url.searchParams.get('service') ?? '';
  if (!ticketId || !service) return xml(response, failure('INVALID_REQUEST', 'ticket and service are required'));
  const ticket = tickets.get(ticketId);
  // Any validation attempt uses the ticket up, whatever its outcome.
  tickets.delete(ticketId);
  if (!ticket || ticket.expiresAt < Date.now()) return xml(response, failure('INVALID_TICKET', `Ticket ${ticketId} not recognized`));
  if (ticket.service !== service) return xml(response, failure('INVALID_SERVICE', 'The ticket was issued for another service'));
  const attributes = withAttributes ? `\n    <cas:attributes>\n      <cas:email>${escapeText(ticket.email)}</cas:email>\n    </cas:attributes>` : '';
  xml(response, `  <cas:authenticationSuccess>\n    <cas:user>${escapeText(ticket.username)}</cas:user>${attributes}\n  </cas:authenticationSuccess>`);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/cas/login') {
    login(request, response, url).catch(() => html(response, 400, 'Bad request'));
  } else if (url.pathname === '/cas/serviceValidate' && request.method === 'GET') {
    serviceValidate(response, url, false);
  } else if (url.pathname === '/cas/p3/serviceValidate' && request.method === 'GET') {
    serviceValidate(response, url, true);
  } else {
    html(response, 404, 'Not found');
  }
});

server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
