import { describe, expect, it } from 'vitest';
import type { ServerSettings } from '../config/server-settings';
import type { Database } from '../db/open-database';
import { defineRoute } from '../http/define-route';
import { systemClock, systemRandom } from '../runtime';
import { composeModules, type ServerModule, type SharedDeps } from './server-module';

const closed: string[] = [];
const shared = {
  database: {} as Database,
  clock: systemClock,
  random: systemRandom,
  log: { warn: () => undefined } as unknown as SharedDeps['log'],
  settings: {} as ServerSettings,
} satisfies SharedDeps;

const module = (name: string, parts: (services: Record<string, unknown>) => ReturnType<ServerModule['create']>): ServerModule => ({
  name,
  tables: {},
  create: ({ services }) => parts(services as unknown as Record<string, unknown>),
});

describe('composing server modules', () => {
  it("gathers the modules' public page sources in list order", async () => {
    const source = (path: string) => ({ list: async () => [{ path }], render: async () => null });
    const [first, second] = [source('/a'), source('/b')];
    const composed = await composeModules(
      [module('a', () => ({ publicPages: [first] })), module('none', () => ({})), module('b', () => ({ publicPages: [second] }))],
      shared,
    );
    expect(composed.publicPages).toEqual([first, second]);
  });

  it('hands services on in list order, collects routes at the end and closes in reverse', async () => {
    closed.length = 0;
    const composed = await composeModules(
      [
        module('first', () => ({ provides: { config: 'the config' } as never, close: async () => void closed.push('first') })),
        module('second', (services) => ({
          provides: { delivery: `uses ${String(services.config)}` } as never,
          // Routes may use a service of a module listed later.
          routes: (all) => [
            defineRoute({
              method: 'GET',
              url: `/${String((all as unknown as Record<string, unknown>).otp)}`,
              access: { public: true },
              handler: async () => null,
            }),
          ],
          close: async () => void closed.push('second'),
        })),
        module('third', () => ({ provides: { otp: 'later' } as never, jobs: [{ name: 'tick', everyMs: 1000, claim: 'per-process', run: async () => null }] })),
      ],
      shared,
    );
    expect((composed.services as unknown as Record<string, unknown>).delivery).toBe('uses the config');
    expect(composed.routes.map((route) => route.url)).toEqual(['/later']);
    expect(composed.jobs.map((job) => job.name)).toEqual(['tick']);
    await composed.close();
    expect(closed).toEqual(['second', 'first']);
  });

  it('refuses to start when a module asks for a service no module before it provides', async () => {
    await expect(composeModules([module('early', (services) => ({ provides: { x: services.sessions } as never }))], shared)).rejects.toThrow(
      'The early module needs the service "sessions", which no module listed before it provides.',
    );
  });

  it('refuses two modules providing the same service', async () => {
    const twice = [module('a', () => ({ provides: { config: 1 } as never })), module('b', () => ({ provides: { config: 2 } as never }))];
    await expect(composeModules(twice, shared)).rejects.toThrow('The b module provides "config", which another module provides already.');
  });
});
