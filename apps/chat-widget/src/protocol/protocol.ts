/*
 * The messages between a host page (loader.js) and the widget's iframe. Every message carries the namespace, so
 * neither side mistakes another script's messages for its own; each side accepts a message only from the other
 * window (source) AND its origin, and posts only to that origin — never '*'.
 */
import { widgetLanguageOf, type WidgetLanguage } from '../loader/widget-url';

export const widgetNamespace = 'seller-chat';

/** The documented API loader.js gives a host page: `window.SellerChat`. */
export interface SellerChatApi {
  open(): void;
  close(): void;
  /** Opens the chat at a customer's room. */
  openRoom(customerId: string): void;
  setLanguage(lang: WidgetLanguage): void;
}

/** Host page → widget. */
export type HostCommand =
  { ns: typeof widgetNamespace; type: 'open-room'; customerId: string } | { ns: typeof widgetNamespace; type: 'set-language'; lang: WidgetLanguage };

/**
 * Widget → host page: ready for commands; §8 `{event: 'error', name: '401'}` (no session, and the host is not an
 * internal domain); a room opened.
 */
export type WidgetEvent =
  | { ns: typeof widgetNamespace; event: 'ready' }
  | { ns: typeof widgetNamespace; event: 'error'; name: string }
  | { ns: typeof widgetNamespace; event: 'room-opened'; customerId: string };

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && (data as { ns?: unknown }).ns === widgetNamespace ? (data as Record<string, unknown>) : null;
}

/** A customer id as a room's first part (letters, digits, dash, dot). */
const customerIdPattern = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

export function hostCommandOf(data: unknown): HostCommand | null {
  const message = record(data);
  if (message?.type === 'open-room' && typeof message.customerId === 'string' && customerIdPattern.test(message.customerId)) {
    return { ns: widgetNamespace, type: 'open-room', customerId: message.customerId };
  }
  if (message?.type === 'set-language' && typeof message.lang === 'string') {
    const lang = widgetLanguageOf(message.lang);
    return lang && { ns: widgetNamespace, type: 'set-language', lang };
  }
  return null;
}

export function widgetEventOf(data: unknown): WidgetEvent | null {
  const message = record(data);
  if (message?.event === 'ready') return { ns: widgetNamespace, event: 'ready' };
  if (message?.event === 'error' && typeof message.name === 'string') return { ns: widgetNamespace, event: 'error', name: message.name };
  if (message?.event === 'room-opened' && typeof message.customerId === 'string')
    return { ns: widgetNamespace, event: 'room-opened', customerId: message.customerId };
  return null;
}

/** A message event is the peer's only when it comes from the peer's window and from the peer's origin. */
export function isFromPeer(event: { origin: string; source: unknown }, peer: { origin: string; window: unknown }): boolean {
  return peer.window !== null && event.source === peer.window && event.origin === peer.origin;
}

/**
 * §9 "Chat uses an allow-list of internal domains": whether a host page's origin is internal. The portal's own
 * origin always is; an entry is an origin (`https://seller.example.com`) or a wildcard over subdomains
 * (`https://*.example.com`, which matches `https://a.example.com` and `https://example.com`, same scheme and port).
 */
export function isInternalOrigin(origin: string, allowList: readonly string[], portalOrigin: string): boolean {
  let host: URL;
  try {
    host = new URL(origin);
  } catch {
    return false;
  }
  if (host.origin === 'null') return false;
  if (host.origin === portalOrigin) return true;
  return allowList.some((entry) => {
    const wildcard = /^(https?):\/\/\*\.([^/:]+)(:\d+)?$/.exec(entry.trim());
    if (!wildcard) return entry.trim().replace(/\/$/, '') === host.origin;
    // Index reads, not destructuring: loader.js is built for old browsers, where esbuild cannot lower it.
    const scheme = wildcard[1];
    const domain = wildcard[2];
    const port = wildcard[3] ?? '';
    const hostPort = host.port ? `:${host.port}` : '';
    return host.protocol === `${scheme}:` && hostPort === port && (host.hostname === domain || host.hostname.endsWith(`.${domain}`));
  });
}

/**
 * The host page's origin as the browser reports the parent (Chromium and Safari: `location.ancestorOrigins`),
 * else the one the loader put in the address (`host`). Null when the page is not framed.
 */
export function parentOriginOf(win: {
  location: { search: string; ancestorOrigins?: { length: number; [index: number]: string } };
  self: unknown;
  parent: unknown;
}): string | null {
  if (win.self === win.parent) return null;
  const reported = win.location.ancestorOrigins?.length ? win.location.ancestorOrigins[0] : null;
  if (reported) return reported;
  const claimed = new URLSearchParams(win.location.search).get('host');
  try {
    return claimed ? new URL(claimed).origin : null;
  } catch {
    return null;
  }
}

/**
 * §8 a 401 inside the widget: the top window goes to sign-in when the host page is an internal domain; an external
 * host page is told (`{event: 'error', name: '401'}`) and left where it is. 'here': not framed.
 */
export function unauthorizedAction(parentOrigin: string | null, internal: boolean): 'here' | 'top' | 'post' {
  if (parentOrigin === null) return 'here';
  return internal ? 'top' : 'post';
}
