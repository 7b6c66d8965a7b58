// Typechecks every project of the workspace in as few TypeScript programs as their compiler options allow.
// A project's own `tsc -p <project>/tsconfig.json` also checks, from source, every library it imports: run per
// project, `contracts` and `ui` were checked 30 times over. Projects whose tsconfig.json gives the same options
// (all the browser libraries and apps; the server; the tools and end-to-end suite) share one program here, made of
// exactly the files each project's own tsconfig.json lists, so each file is checked once with its project's options.
// `nx run <project>:typecheck` still checks one project alone.
//   node tools/scripts/typecheck-workspace.mjs [--list | --configs]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const ts = createRequire(import.meta.url)('typescript');
const out = join(root, 'tmp/typecheck');

/** Folders holding a project.json with a typecheck target: apps/*, libs/*, tools, e2e. */
function projects() {
  const folders = ['apps', 'libs'].flatMap((parent) =>
    readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name)),
  );
  return [...folders, 'tools', 'e2e'].filter((folder) => {
    const file = join(root, folder, 'project.json');
    return existsSync(file) && existsSync(join(root, folder, 'tsconfig.json')) && 'typecheck' in (JSON.parse(readFileSync(file, 'utf8')).targets ?? {});
  });
}

/** The project's effective compiler options and root files, as `tsc -p` reads them. */
function readProject(folder) {
  const configPath = join(root, folder, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath), undefined, configPath);
  if (parsed.errors.length) throw new Error(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  const { configFilePath: _path, ...options } = parsed.options;
  return { folder, configPath, key: JSON.stringify(options, Object.keys(options).sort()), fileNames: parsed.fileNames };
}

const groups = new Map();
for (const project of projects().map(readProject)) {
  const group = groups.get(project.key) ?? [];
  group.push(project);
  groups.set(project.key, group);
}

mkdirSync(out, { recursive: true });
const programs = [...groups.values()].map((members) => {
  const name = members.length === 1 ? members[0].folder.replace('/', '-') : `${members[0].folder.replace('/', '-')}-and-${members.length - 1}-more`;
  const file = join(out, `${name}.tsconfig.json`);
  // Extending the first member's tsconfig.json gives the options all members share; `files` replaces their includes.
  const config = {
    extends: relative(out, members[0].configPath),
    // Incremental: the next run checks what changed since (26 s → 6 s for an unchanged workspace here).
    compilerOptions: { noEmit: true, incremental: true, tsBuildInfoFile: `./${name}.tsbuildinfo` },
    files: [...new Set(members.flatMap((m) => m.fileNames))].map((f) => relative(out, f)),
    include: [],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { name, file, members: members.map((m) => m.folder) };
});

if (process.argv.includes('--list')) {
  for (const program of programs) console.log(`${program.name}: ${program.members.join(' ')}`);
  process.exit(0);
}
// `--configs`: only write the programs' tsconfig files and print their paths (comma-separated, for LINT_TSCONFIGS).
if (process.argv.includes('--configs')) {
  console.log(programs.map((program) => program.file).join(','));
  process.exit(0);
}

// The largest program first: on two cores the others run beside it.
programs.sort((a, b) => b.members.length - a.members.length);
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const run = (program) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', program.file, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${program.name} (${program.members.length} projects, ${seconds} s)`);
      if (output.trim()) console.log(output);
      done(code === 0);
    });
  });

const parallel = Math.max(1, Number(process.env.TYPECHECK_PARALLEL ?? 2));
const queue = [...programs];
const results = await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    const passed = [];
    while (queue.length) passed.push(await run(queue.shift()));
    return passed.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
