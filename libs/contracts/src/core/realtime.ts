/**
 * The realtime socket (DESIGN.md "Realtime"): one WebSocket per tab at `realtimePath`, JSON frames both ways.
 * Stored events carry the id the client resumes from (`?after=<id>`); ephemeral ones (typing) carry none.
 */
export const realtimePath = '/backend/realtime';

/** Audiences are strings: a store's sellers, one user, one marketplace customer. */
export const realtimeAudiences = {
  store: (storeCode: string) => `store:${storeCode}`,
  user: (userId: string) => `user:${userId}`,
  customer: (customerId: string) => `customer:${customerId}`,
} as const;

/** Server → client. */
export type RealtimeServerFrame =
  | { t: 'event'; id?: string; type: string; payload: unknown }
  /** Sent once the stored events after `?after` are replayed: everything up to `lastId` is delivered; live from now. */
  | { t: 'ready'; lastId: string }
  /**
   * Instead of (or after) the events: what the socket missed cannot be replayed (it asked from too far back, or it
   * fell too far behind reading): reload what is shown from the API; live from `lastId` on.
   */
  | { t: 'resync'; lastId: string }
  | { t: 'pong' }
  | { t: 'error'; code: RealtimeErrorCode };

/** Client → server; anything else is answered with `{ t: 'error', code: 'BAD_REQUEST' }`. */
export type RealtimeClientFrame = { t: 'ping' };

/** The codes of `{ t: 'error' }` frames (from the §8 transport codes). */
export type RealtimeErrorCode = 'BAD_REQUEST' | 'TOO_MANY_REQUESTS' | 'PAYLOAD_TOO_LARGE';

/**
 * Close codes. 4401: not signed in, or the session ended (sign-out, expiry, rotation): the client stops and lets
 * the app's 401 handling run. 4000: the session changed (another mode or store): reconnect at once for the new
 * audiences. 4400: a malformed `?after`. 1008: a flood of frames. 1009: an oversized frame. 1001: the server is
 * going away; 1011: it could not open the socket (both: reconnect). 1012: this server process is stopping (a restart
 * or a deploy): reconnect soon, after a short random wait, and the proxy picks a process that stays. 4429: more
 * sockets than a session or a client address may hold: the oldest of the session made way for a newer one, or the
 * address is full; reconnect only after a long wait (a hidden tab once it is shown again). A page of another origin
 * is refused at the handshake (403).
 */
export const realtimeCloseCodes = {
  unauthorized: 4401,
  sessionChanged: 4000,
  badRequest: 4400,
  flood: 1008,
  tooLarge: 1009,
  goingAway: 1001,
  unavailable: 1011,
  serviceRestart: 1012,
  tooManySockets: 4429,
} as const;

/** The reasons the server gives with its own close codes, for logs and the developer tools. */
export const realtimeCloseReasons = {
  tooManySockets: 'TOO_MANY_SOCKETS',
} as const;

export const realtimeLimits = {
  /** A client frame is a ping of a few bytes; one above this is answered PAYLOAD_TOO_LARGE and the socket closed. */
  maxClientFrameBytes: 4096,
  /** Client frames per second a socket may send on average, and the burst it may send at once. */
  framesPerSecond: 5,
  frameBurst: 20,
} as const;
