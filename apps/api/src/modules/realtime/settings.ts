import { integerOr } from '../../config/env-variables';
import { moduleSettings } from '../server-module';

interface SocketCaps {
  /** Open sockets per session (a chat customer's: per customer); the oldest makes way for a new one. */
  socketsPerSession: number;
  /** Open sockets per client address; one more is refused. */
  socketsPerAddress: number;
  /** A resume with more stored events to replay than this answers `resync` (reload) instead. */
  replayMaxEvents: number;
}

declare module '../server-module' {
  interface ModuleSettingsGiven {
    /** REALTIME_SOCKETS_PER_SESSION, REALTIME_SOCKETS_PER_ADDRESS, REALTIME_REPLAY_MAX_EVENTS; each absent one its default. */
    realtime: Partial<SocketCaps>;
    /** How often sockets are pinged (one missed pong drops them) and their sessions' ends checked. */
    realtimeHeartbeatMs: number;
  }
}

/** REALTIME_SOCKETS_PER_SESSION, REALTIME_SOCKETS_PER_ADDRESS and REALTIME_REPLAY_MAX_EVENTS. */
export const realtimeSettings = moduleSettings({
  env: {
    // A seller keeps 2–5 tabs open, one socket each: ten never closes one of those.
    REALTIME_SOCKETS_PER_SESSION: integerOr(10, 1),
    // Many people share an address behind an office's or a mobile carrier's NAT.
    REALTIME_SOCKETS_PER_ADDRESS: integerOr(200, 1),
    REALTIME_REPLAY_MAX_EVENTS: integerOr(1000, 0),
  },
  fromEnv: (e) => ({
    realtime: {
      socketsPerSession: e.REALTIME_SOCKETS_PER_SESSION,
      socketsPerAddress: e.REALTIME_SOCKETS_PER_ADDRESS,
      replayMaxEvents: e.REALTIME_REPLAY_MAX_EVENTS,
    },
  }),
  resolve: (given): SocketCaps & { heartbeatMs: number } => ({
    socketsPerSession: given.realtime?.socketsPerSession ?? 10,
    socketsPerAddress: given.realtime?.socketsPerAddress ?? 200,
    replayMaxEvents: given.realtime?.replayMaxEvents ?? 1000,
    heartbeatMs: given.realtimeHeartbeatMs ?? 30_000,
  }),
});
