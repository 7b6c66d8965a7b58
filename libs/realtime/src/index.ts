export { createRealtimeClient } from './lib/realtime-client';
export type { RealtimeClient, RealtimeClientOptions, RealtimeEvent, RealtimeState, SocketLike } from './lib/realtime-client';
export { RealtimeProvider, useRealtimeClient, useRealtimeEvent, useRealtimeState } from './lib/realtime-context';
