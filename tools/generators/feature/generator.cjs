// `npx nx g @seller-portal/tools:feature <name> --prefix=/path --apps=portal,console --mode=INTERNAL --permission=CODE`:
// a web feature library that the portal and the console mount from its manifest alone.
const { generateFiles, installPackagesTask, joinPathFragments, names, updateJson } = require('@nx/devkit');
const path = require('node:path');

/** The apps' feature lists the generator adds the manifest to. */
const appLists = {
  portal: 'apps/seller-portal/src/app/features.ts',
  console: 'apps/internal-console/src/app/features.ts',
};

function addToFeatureList(tree, file, importName, libName) {
  const text = tree.read(file, 'utf-8');
  if (text.includes(`'@seller-portal/${libName}'`)) return;
  const importLine = `import { ${importName} } from '@seller-portal/${libName}';\n`;
  const marker = '// generated features: imports above, manifests in the list below';
  const withImport = text.replace(marker, `${importLine}${marker}`);
  const listEnd = withImport.lastIndexOf('];');
  tree.write(file, `${withImport.slice(0, listEnd)}  ${importName},\n${withImport.slice(listEnd)}`);
}

module.exports = async function featureGenerator(tree, options) {
  const name = options.name;
  const projectRoot = joinPathFragments('libs', name);
  if (tree.exists(projectRoot)) throw new Error(`${projectRoot} exists already.`);
  const n = names(name);
  const apps = String(options.apps || 'portal')
    .split(',')
    .map((app) => app.trim())
    .filter(Boolean);
  for (const app of apps) if (!appLists[app]) throw new Error(`Unknown app "${app}": portal or console.`);
  const prefix = options.prefix || `/${name}`;
  const substitutions = {
    name,
    className: n.className,
    propertyName: n.propertyName,
    prefix,
    routePath: prefix.replace(/^\//, ''),
    apps: JSON.stringify(apps).replace(/"/g, "'").replace(/,/g, ', '),
    mode: options.mode || 'STORE',
    permission: options.permission || '',
    pages: options.pages !== false,
    description: options.description || `The ${name} feature of the seller portal.`,
    tmpl: '',
  };
  generateFiles(tree, path.join(__dirname, 'files'), projectRoot, substitutions);
  if (!substitutions.pages) {
    for (const file of ['src/routes.tsx', `src/${n.className}Page.tsx`, `src/${n.className}Page.stories.tsx`])
      tree.delete(joinPathFragments(projectRoot, file));
  }
  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions.paths[`@seller-portal/${name}`] = [`./libs/${name}/src/index.ts`];
    json.compilerOptions.paths = Object.fromEntries(Object.entries(json.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)));
    return json;
  });
  for (const app of apps) addToFeatureList(tree, appLists[app], `${n.propertyName}Manifest`, name);
  // The new workspace package goes into package-lock.json, so `npm ci` on a clean clone installs it.
  return () => installPackagesTask(tree, true);
};
