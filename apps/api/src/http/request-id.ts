import { BlockList, isIPv4 } from 'node:net';

/** Client request ids are echoed only when they are short and plain, so they are safe in logs. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestIdSources {
  /** The raw URL: a §7 client's `requestId` query value. */
  url: string | undefined;
  /** The `X-Request-Id` header, honoured only when `fromTrustedProxy`. */
  header?: string | string[] | undefined;
  /** Whether the connection comes from a proxy TRUST_PROXY names (any client can send the header). */
  fromTrustedProxy?: boolean;
}

/**
 * The request's id, in the envelope's `requestId`, the `X-Request-Id` answer header and every log line of the
 * request: the `requestId` query value a §7 client sends (a timestamp), else the `X-Request-Id` a trusted proxy set
 * (nginx's `$request_id`, so its log and ours meet), else a generated one.
 */
export function pickRequestId(sources: RequestIdSources, generate: () => string): string {
  const { url } = sources;
  const q = url?.indexOf('?') ?? -1;
  if (url && q >= 0) {
    const value = new URLSearchParams(url.slice(q + 1)).get('requestId');
    if (value && acceptable.test(value)) return value;
  }
  if (sources.fromTrustedProxy && typeof sources.header === 'string' && acceptable.test(sources.header)) return sources.header;
  return generate();
}

/** The address ranges of proxy-addr's names, which TRUST_PROXY may use as Fastify's `trustProxy` does. */
const namedRanges: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a connection's peer address is a proxy `trustProxy` trusts (`true`, or a comma-separated list of
 * addresses, subnets and the names loopback, linklocal, uniquelocal), as Fastify judges X-Forwarded-For.
 */
export function trustedProxyCheck(trustProxy: boolean | string): (address: string | undefined) => boolean {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  const trusted = new BlockList();
  for (const entry of trustProxy
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    for (const range of namedRanges[entry] ?? [entry]) {
      const [address, bits] = range.split('/');
      const type = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (bits === undefined) trusted.addAddress(address, type);
      else trusted.addSubnet(address, Number(bits), type);
    }
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return trusted.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}
