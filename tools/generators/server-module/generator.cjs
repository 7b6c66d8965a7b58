// `npx nx g @seller-portal/tools:server-module <name> --mode=STORE --accessibility=CODE --path=/backend/main/<name>`:
// a server module (descriptor, table, repository, service, guarded routes), its contracts, its migration and an
// integration test on both databases, added to the server's module list.
const { execFileSync } = require('node:child_process');
const { generateFiles, joinPathFragments, names } = require('@nx/devkit');
const path = require('node:path');

const moduleList = 'apps/api/src/modules/all-modules.ts';
const schemaList = 'apps/api/src/db/schema.ts';
const contractsIndex = 'libs/contracts/src/index.ts';

/** Demo accounts of the test server: one that may call a route of the mode, one of another mode. */
const demoUsers = { STORE: ['seller', 'internal'], INTERNAL: ['internal', 'seller'], VENDOR: ['vendor', 'seller'] };

function addModule(tree, propertyName, name) {
  const text = tree.read(moduleList, 'utf-8');
  const importLine = `import { ${propertyName}Module } from './${name}';\n`;
  const withImport = text.replace("import type { ServerModule } from './server-module';", `${importLine}import type { ServerModule } from './server-module';`);
  const listEnd = withImport.lastIndexOf('];');
  tree.write(moduleList, `${withImport.slice(0, listEnd)}  ${propertyName}Module,\n${withImport.slice(listEnd)}`);
}

module.exports = async function serverModuleGenerator(tree, options) {
  const name = options.name;
  const moduleRoot = joinPathFragments('apps/api/src/modules', name);
  if (tree.exists(moduleRoot)) throw new Error(`${moduleRoot} exists already.`);
  const n = names(name);
  const mode = options.mode || 'STORE';
  if (!demoUsers[mode]) throw new Error(`Unknown mode "${mode}": STORE, INTERNAL or VENDOR.`);
  const substitutions = {
    name,
    className: n.className,
    propertyName: n.propertyName,
    tableName: `${n.constantName.toLowerCase()}_items`,
    apiPath: options.path || `/backend/main/${name}`,
    mode,
    accessibility: options.accessibility || '',
    allowedUser: demoUsers[mode][0],
    otherUser: demoUsers[mode][1],
    description: options.description || `The ${name} module of the seller portal's server.`,
    tmpl: '',
  };
  generateFiles(tree, path.join(__dirname, 'files/api'), moduleRoot, substitutions);
  // The test lives with the server's integration tests, the contract with the others.
  tree.rename(joinPathFragments(moduleRoot, 'module.test.ts'), `apps/api/test/${name}.test.ts`);
  generateFiles(tree, path.join(__dirname, 'files/contracts'), 'libs/contracts/src', substitutions);
  tree.rename('libs/contracts/src/contract.ts', `libs/contracts/src/${name}.ts`);
  tree.write(contractsIndex, `${tree.read(contractsIndex, 'utf-8')}export * from './${name}';\n`);
  tree.write(schemaList, `${tree.read(schemaList, 'utf-8')}export * from '../modules/${name}/schema';\n`);
  addModule(tree, n.propertyName, name);
  // The migration is drizzle-kit's diff of the schema, written once the files are on disk.
  if (options.migrate === false) return undefined;
  return () => {
    execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', '--name', n.constantName.toLowerCase()], {
      cwd: tree.root,
      stdio: 'inherit',
    });
  };
};
