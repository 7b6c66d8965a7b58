/**
 * The widget's two reads leave with its page: the inline script of index.html asks for the session and the app
 * config while the widget's code downloads (a round trip each on a phone's network, which would otherwise start only
 * once the code has run), and keeps the answers' promises here by path.
 */
export type EarlyReads = ReadonlyArray<readonly [path: string, answer: Promise<Response>]>;

declare global {
  interface Window {
    /** Set by index.html's inline script. */
    sellerChatReads?: EarlyReads;
  }
}

/**
 * The API client's `fetch`: the first GET of a path the page already asked for takes that answer; every other call
 * (a retry, the chat's calls) goes out as usual.
 */
export function withEarlyReads(early: EarlyReads = []): typeof fetch {
  const waiting = new Map(early);
  return (input, init) => {
    const path = String(input).split('?')[0];
    const answer = (init?.method ?? 'GET') === 'GET' ? waiting.get(path) : undefined;
    waiting.delete(path);
    return answer ?? globalThis.fetch(input, init);
  };
}
