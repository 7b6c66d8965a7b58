export { createRealtimeClient } from './lib/realtime-client';
export type { PageVisibility, RealtimeClient, RealtimeClientOptions, RealtimeEvent, RealtimeState, SocketLike } from './lib/realtime-client';
export { RealtimeProvider, useRealtimeClient, useRealtimeEvent, useRealtimeResync, useRealtimeState } from './lib/realtime-context';
