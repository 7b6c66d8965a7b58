import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const contractsSrc = resolve(root, 'libs/contracts/src');
const domains = readdirSync(contractsSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(contractsSrc, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

interface Graph {
  nodes: Record<string, { data: { root: string } }>;
  dependencies: Record<string, { target: string }[]>;
}

let graph: Graph;
const folder = mkdtempSync(join(tmpdir(), 'contracts-graph-'));

beforeAll(() => {
  // The project graph as Nx computes it from the imports: what its cache and `affected` follow.
  const file = join(folder, 'graph.json');
  execFileSync(resolve(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], { cwd: root, env: { ...process.env, NX_DAEMON: 'false' }, stdio: 'ignore' });
  graph = (JSON.parse(readFileSync(file, 'utf8')) as { graph: Graph }).graph;
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The projects that depend on `project`, directly or through others: whose checks a change to it re-runs. */
function dependentsOf(project: string): Set<string> {
  const found = new Set<string>();
  const queue = [project];
  while (queue.length) {
    const current = queue.pop() as string;
    for (const [source, targets] of Object.entries(graph.dependencies)) {
      if (!found.has(source) && targets.some((dependency) => dependency.target === current)) {
        found.add(source);
        queue.push(source);
      }
    }
  }
  return found;
}

describe('contracts by domain', () => {
  it('has one entry point per domain folder: a project of its own, a workspace path and a line of the published whole', () => {
    const rootEntry = readFileSync(join(contractsSrc, 'all/index.ts'), 'utf8');
    const paths = (JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } })
      .compilerOptions.paths;
    expect(paths['@seller-portal/contracts/*']).toEqual(['./libs/contracts/src/*/index.ts']);
    for (const domain of domains.filter((name) => name !== 'all')) {
      expect(graph.nodes[`contracts-${domain}`]?.data.root, domain).toBe(`libs/contracts/src/${domain}`);
      expect(rootEntry, domain).toContain(`export * from '@seller-portal/contracts/${domain}';`);
    }
  });

  it('is imported by domain: only the server gathers the whole package (its root entry, `all`)', () => {
    const wholeUsers = Object.entries(graph.dependencies)
      .filter(
        ([source, targets]) => !source.startsWith('contracts') && targets.some((dependency) => ['contracts', 'contracts-all'].includes(dependency.target)),
      )
      .map(([source]) => source);
    expect(wholeUsers).toEqual(['api']);
  });

  it('has no cycle between domains', () => {
    const domainProjects = Object.keys(graph.nodes).filter((name) => name.startsWith('contracts-'));
    for (const project of domainProjects) expect(dependentsOf(project).has(project), project).toBe(false);
  });

  it('has no domain that depends on a feature domain backwards into core', () => {
    const core = graph.dependencies['contracts-core'].map((dependency) => dependency.target).filter((target) => target.startsWith('contracts'));
    expect(core).toEqual([]);
  });

  it.each([
    ['orders', ['auth', 'announcements', 'mobile-configs', 'partner-notifications', 'seller-chat', 'notifications']],
    ['announcements', ['auth', 'orders', 'products', 'seller-chat', 'mobile-configs']],
    ['chat', ['auth', 'orders', 'announcements', 'mobile-configs', 'partner-notifications']],
  ])('a change to the %s contract leaves the checks of unrelated libraries cached', (domain, unrelated) => {
    const dependents = dependentsOf(`contracts-${domain}`);
    expect(dependents.size).toBeGreaterThan(0);
    expect(unrelated.filter((project) => dependents.has(project))).toEqual([]);
  });
});
