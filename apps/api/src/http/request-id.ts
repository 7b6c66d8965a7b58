/** Client request ids are echoed only when they are short and plain, so they are safe in logs. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's `requestId` query value (§7 clients send a timestamp) or a generated id. */
export function pickRequestId(rawUrl: string | undefined, generate: () => string): string {
  const q = rawUrl?.indexOf('?') ?? -1;
  if (rawUrl && q >= 0) {
    const value = new URLSearchParams(rawUrl.slice(q + 1)).get('requestId');
    if (value && acceptable.test(value)) return value;
  }
  return generate();
}
