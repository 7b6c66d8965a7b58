// `npx nx g @seller-portal/tools:server-module <name> --mode=STORE --accessibility=CODE --path=/backend/main/<name>`:
// a whole server module (descriptor with its own setting, its table in its own schema.ts, repository, service,
// guarded routes, demo data), its contracts, its migration, its integration test on both databases and its row in
// apps/api/README.md's settings table, added to the server's module list. The lists are edited where the TypeScript
// parser places their last entry, and everything written is then formatted by Prettier.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { formatFiles, generateFiles, joinPathFragments, names } = require('@nx/devkit');
const path = require('node:path');
const ts = require('typescript');
const { addToContractsDomain } = require('../contracts-domain.cjs');

const moduleList = 'apps/api/src/modules/all-modules.ts';
const apiReadme = 'apps/api/README.md';

/** Demo accounts of the test server: one that may call a route of the mode, one of another mode. */
const demoUsers = { STORE: ['seller', 'internal'], INTERNAL: ['internal', 'seller'], VENDOR: ['vendor', 'seller'] };

/** Applies insertions (position, text) to a text, the last position first so earlier ones stay valid. */
function insertAt(text, insertions) {
  return [...insertions].sort((a, b) => b.at - a.at).reduce((result, { at, text: added }) => result.slice(0, at) + added + result.slice(at), text);
}

function parse(tree, file) {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} is missing.`);
  return { text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
}

/** The `serverModules` array of all-modules.ts gets the descriptor as its last entry (it is built last), and its import. */
function addToModuleList(tree, descriptor, name) {
  const { text, source } = parse(tree, moduleList);
  const list = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => declaration.name.getText(source) === 'serverModules')?.initializer;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${moduleList} has no serverModules array.`);
  if (list.elements.some((element) => element.getText(source) === descriptor)) throw new Error(`${moduleList} lists ${descriptor} already.`);
  const imports = source.statements.filter(ts.isImportDeclaration);
  const last = list.elements[list.elements.length - 1];
  tree.write(
    moduleList,
    insertAt(text, [
      { at: imports.length ? imports[imports.length - 1].end : 0, text: `\nimport { ${descriptor} } from './${name}';` },
      last ? { at: last.end, text: `, ${descriptor}` } : { at: list.elements.pos, text: descriptor },
    ]),
  );
}

/** apps/api/README.md's settings table (server-config.test.ts holds it equal to the declared variables) gets the module's row. */
function addSettingsRow(tree, row) {
  const lines = (tree.read(apiReadme, 'utf-8') ?? '').split('\n');
  const heading = lines.indexOf('## Environment');
  const header = lines.findIndex((line, index) => index > heading && line.startsWith('| variable |'));
  if (heading < 0 || header < 0) throw new Error(`${apiReadme} has no settings table under "## Environment".`);
  let end = header;
  while (lines[end + 1]?.startsWith('|')) end += 1;
  lines.splice(end + 1, 0, row);
  tree.write(apiReadme, lines.join('\n'));
}

module.exports = async function serverModuleGenerator(tree, options) {
  const name = options.name;
  const moduleRoot = joinPathFragments('apps/api/src/modules', name);
  if (tree.exists(moduleRoot)) throw new Error(`${moduleRoot} exists already.`);
  const n = names(name);
  const mode = options.mode || 'STORE';
  if (!demoUsers[mode]) throw new Error(`Unknown mode "${mode}": STORE, INTERNAL or VENDOR.`);
  const constant = n.constantName;
  // A fixed id per module name, so the demo row is written once however often the database is seeded.
  const hash = createHash('sha256').update(`demo item of ${name}`).digest('hex');
  const substitutions = {
    name,
    className: n.className,
    propertyName: n.propertyName,
    tableName: `${constant.toLowerCase()}_items`,
    apiPath: options.path || `/backend/main/${name}`,
    mode,
    accessibility: options.accessibility || '',
    allowedUser: demoUsers[mode][0],
    otherUser: demoUsers[mode][1],
    demoUsername: `${demoUsers[mode][0]}@demo.test`,
    demoItemId: `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`,
    listLimitVariable: `${constant}_LIST_LIMIT`,
    description: options.description || `The ${name} module of the seller portal's server.`,
    tmpl: '',
  };
  generateFiles(tree, path.join(__dirname, 'files/api'), moduleRoot, substitutions);
  // The test lives with the server's integration tests, the contract with the others.
  tree.rename(joinPathFragments(moduleRoot, 'module.test.ts'), `apps/api/test/${name}.test.ts`);
  // The calls join the contracts domain of the module's name (`@seller-portal/contracts/<name>`), beside a feature
  // declaration of the same name if the feature generator made one.
  generateFiles(tree, path.join(__dirname, 'files/contracts'), addToContractsDomain(tree, name, `${name}-api`), substitutions);
  addToModuleList(tree, `${n.propertyName}Module`, name);
  addSettingsRow(tree, `| \`${substitutions.listLimitVariable}\` | \`100\` | How many items one list answer of ${name} carries (1–1000). |`);
  await formatFiles(tree);
  // The migration is drizzle-kit's diff of the schema (its glob finds the module's schema.ts), written once the files are on disk.
  if (options.migrate === false) return undefined;
  return () => {
    execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', '--name', constant.toLowerCase()], {
      cwd: tree.root,
      stdio: 'inherit',
    });
  };
};
