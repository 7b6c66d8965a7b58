import { createApiClient, type ApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNativeEngagementTracker, nativeCallbackName, type NativeBridgeMessage } from '../engagement/native-tracker';
import type { EngagementTracker } from '../engagement/engagement-tracker';
import type { TrackerEnvironment } from '../engagement/tracker-id';
import { createLoginTrackingMemory, type LoginTrackingMemory } from './login-tracking';
import { useLoginTracking } from './use-login-tracking';

const seller = storeSession();

const environment: TrackerEnvironment = { production: false, prefix: 'stg' };

/** The iOS app answering every bridge message at once, as a ready app does. */
function installAnsweringApp(): NativeBridgeMessage[] {
  const received: NativeBridgeMessage[] = [];
  Object.assign(window, {
    webkit: {
      messageHandlers: {
        engagement: {
          postMessage: (json: string) => {
            const message = JSON.parse(json) as NativeBridgeMessage;
            received.push(message);
            queueMicrotask(() =>
              (window as unknown as Record<string, (id: string, a: unknown) => void>)[nativeCallbackName](message.listenerId, { success: true }),
            );
          },
        },
      },
    },
  });
  return received;
}

/** The datavisor gateway (a third party behind /backend) as a real HTTP peer on 127.0.0.1, recording each post. */
let server: Server;
let baseUrl: string;
let posts: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      posts.push({ path: new URL(request.url ?? '/', 'http://127.0.0.1').pathname, body: text ? JSON.parse(text) : null });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, status: 'OK', value: null, errorCode: null, errorMessage: null, requestId: 'r' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let received: NativeBridgeMessage[];
let tracker: EngagementTracker;
let memory: LoginTrackingMemory;
let client: ApiClient;

beforeEach(() => {
  received = installAnsweringApp();
  posts = [];
  client = createApiClient({ baseUrl });
  tracker = createNativeEngagementTracker({ platform: 'ios' });
  memory = createLoginTrackingMemory();
});

afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>).webkit;
});

describe('useLoginTracking (§4.11)', () => {
  it('waits while the session is loading, then tracks once however often it renders', async () => {
    const { rerender } = renderHook(
      ({ session }: { session: Session | null | undefined }) => useLoginTracking(session, { client, tracker, environment, memory }),
      {
        initialProps: { session: undefined as Session | null | undefined },
      },
    );
    expect(posts).toHaveLength(0);
    expect(received).toHaveLength(0);

    rerender({ session: seller });
    rerender({ session: { ...seller } });
    await waitFor(() => expect(received.map((m) => m.operation)).toEqual(['waitUntilReady', 'login']));
    expect(received[1].id).toBe('stg-DEMO-60001-U-1');
    await waitFor(() => expect(posts).toEqual([{ path: '/backend/gws/datavisor/event', body: { eventCode: 'SELLER_LOGIN' } }]));
  });

  it('does not track before the store says the session is loaded', async () => {
    const { rerender } = renderHook(
      ({ loaded }: { loaded: boolean }) => useLoginTracking(seller, { client, tracker, environment, memory, sessionLoaded: loaded }),
      {
        initialProps: { loaded: false },
      },
    );
    expect(posts).toHaveLength(0);
    rerender({ loaded: true });
    await waitFor(() => expect(posts).toHaveLength(1));
  });

  it('ends the tracked identity when the session becomes empty after a login', async () => {
    const { rerender } = renderHook(
      ({ session }: { session: Session | null | undefined }) => useLoginTracking(session, { client, tracker, environment, memory }),
      {
        initialProps: { session: seller as Session | null | undefined },
      },
    );
    await waitFor(() => expect(received.map((m) => m.operation)).toContain('login'));
    rerender({ session: null });
    await waitFor(() => expect(received.map((m) => m.operation).slice(-1)).toEqual(['logout']));
    expect(memory.size).toBe(0);
  });

  it('a signed-out visitor causes no calls at all', async () => {
    renderHook(() => useLoginTracking(null, { client, tracker, environment, memory }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(0);
    expect(posts).toHaveLength(0);
  });
});
