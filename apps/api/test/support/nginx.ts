import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The deployment's nginx site, as the README installs it. */
export const siteConfigPath = join(repoRoot, 'tools/deploy/nginx/seller-portal.conf');

/** Debian's nginx, or NGINX from the environment. */
export function findNginx(): string | null {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter((path): path is string => !!path);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The addresses the site file names, each replaced by the test's own port on 127.0.0.1. */
export interface SitePorts {
  listen: number;
  upstreams: readonly [number, number];
}

/** Response header the harness adds (the site file does not): which process answered, as nginx's $upstream_addr. */
export const upstreamHeader = 'x-test-upstream';

/**
 * The site file with only its three addresses changed: fails when the file no longer has exactly these, so the
 * test never runs a variant of its own.
 */
export function siteConfigFor(ports: SitePorts): string {
  const replacements: [string, number][] = [
    ['127.0.0.1:8080', ports.listen],
    ['127.0.0.1:4301', ports.upstreams[0]],
    ['127.0.0.1:4302', ports.upstreams[1]],
  ];
  let config = readFileSync(siteConfigPath, 'utf8');
  for (const [address, port] of replacements) {
    const uses = config.split(address).length - 1;
    // The address appears once in a directive, and maybe in the comments.
    if (!new RegExp(`^\\s*(listen|server) ${address.replace(/\./g, '\\.')}[ ;]`, 'm').test(config)) {
      throw new Error(`${siteConfigPath} no longer names ${address} in a listen or server line (${uses} mentions)`);
    }
    config = config.split(address).join(`127.0.0.1:${port}`);
  }
  return config;
}

export interface RunningNginx {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** What nginx wrote to stderr (its error log), for a failing test's message. */
  readonly log: () => string;
  stop(): Promise<void>;
}

/**
 * nginx as a user process in a temporary folder, serving the repository's site file on 127.0.0.1. The main
 * configuration stands in for Debian's /etc/nginx/nginx.conf (which includes sites-enabled inside `http`), with
 * its temporary paths in the folder and one header of the harness's own naming the upstream that answered.
 */
export async function startNginx(port: number, upstreams: readonly [number, number]): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: apt-get install nginx (.ci/run installs it)');
  const folder = mkdtempSync(join(tmpdir(), 'deploy-nginx-'));
  // Started as root, nginx's workers run as nobody and must reach their temporary folders.
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, 'seller-portal.conf'), siteConfigFor({ listen: port, upstreams }));
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'worker_processes 2;',
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(folder, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(folder, kind)};`),
      `  add_header ${upstreamHeader} $upstream_addr always;`,
      `  include ${join(folder, 'seller-portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-g', `daemon off; pid ${join(folder, 'nginx.pid')}; error_log stderr;`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolveStop) => {
      const done = () => {
        rmSync(folder, { recursive: true, force: true });
        resolveStop();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    }
    const answered = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`nginx did not answer /healthz at ${baseUrl}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl, child, log: () => stderr, stop };
}
