// What the terminal stand-ins for the marketplace (`npm run chat:customer`, `order:create`, `order:deliver`,
// `order:confirm`) share: reading their command line, and the customer token the buyer app's backend would sign.
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';

const devCustomerSecret = 'dev-only-chat-customer-secret-do-not-use-in-production';
const audience = 'seller-portal-chat-customer';

/**
 * Reads the command line by `parseArgs` options (a --help is added; words besides the options only with
 * `allowPositionals`): --help prints `usage` and exits 0. `fail` prints a message with the usage and exits 2, as a bad
 * command line does.
 */
export function readCommandLine(command, usage, options, { allowPositionals = false } = {}) {
  const fail = (message) => {
    console.error(`${command}: ${message}\n\n${usage}`);
    process.exit(2);
  };
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ allowPositionals, options: { ...options, help: { type: 'boolean', default: false } } }));
  } catch (error) {
    fail(error.message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return { options: values, positionals, fail };
}

/**
 * The customer token: an HS256 JWT with the secret the server shares with the marketplace (CHAT_CUSTOMER_TOKEN_SECRET;
 * the development server's published default otherwise), for `customerId` shown as `name`.
 */
export function signCustomerToken(customerId, name, lifetimeSeconds) {
  const secret = process.env.CHAT_CUSTOMER_TOKEN_SECRET || devCustomerSecret;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setSubject(customerId)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(new TextEncoder().encode(secret));
}
