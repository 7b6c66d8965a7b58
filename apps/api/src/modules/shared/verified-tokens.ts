/** Tokens whose check is remembered (per kind): a bound, past which the oldest is forgotten. */
const verifiedTokensMax = 10_000;

/**
 * Tokens already found good, until they end: a chat sends many calls with one token, and checking its signature
 * (an HMAC through WebCrypto) every time is a good part of a message's cost. Keyed by the whole token, so a hit is
 * exactly the token that was checked; an entry past its end is dropped and the token checked again (which then
 * answers expired).
 */
export class VerifiedTokens<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  get(token: string, now: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, value: T, until: number): void {
    if (this.entries.size >= verifiedTokensMax) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { value, until });
  }
}
