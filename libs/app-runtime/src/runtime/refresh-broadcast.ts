/** The channel every open tab of the portal listens on (§2.9). */
export const refreshChannelName = 'seller-portal';
export const refreshMessage = { type: 'refresh' } as const;

/**
 * Every channel object receives what other objects of the same name post, in this tab too: the sender's
 * tab id keeps a tab from following its own broadcast.
 */
const thisTab = Math.random().toString(36).slice(2) + Date.now().toString(36);

type ChannelFactory = (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'>;

const browserChannel: ChannelFactory | null = typeof BroadcastChannel === 'undefined' ? null : (name) => new BroadcastChannel(name);

/** Tells every other open tab to go to '/' (after a sign-in, sign-out or session switch in this one). */
export function broadcastRefresh(createChannel: ChannelFactory | null = browserChannel): void {
  if (!createChannel) return;
  const channel = createChannel(refreshChannelName);
  channel.postMessage({ ...refreshMessage, from: thisTab });
  channel.close();
}

function isRefresh(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; from?: unknown };
  return message.type === refreshMessage.type && message.from !== thisTab;
}

/** §2.9 a broadcast message to refresh sends this tab to '/'; answers a function that stops listening. */
export function listenForRefresh(onRefresh: () => void, createChannel: ChannelFactory | null = browserChannel): () => void {
  if (!createChannel) return () => undefined;
  const channel = createChannel(refreshChannelName);
  const listener = (event: Event) => {
    if (isRefresh((event as MessageEvent).data)) onRefresh();
  };
  channel.addEventListener('message', listener);
  return () => {
    channel.removeEventListener('message', listener);
    channel.close();
  };
}
