// `npx nx g @seller-portal/tools:feature <name> --prefix=/path --apps=portal,console --mode=INTERNAL --code=CODE`:
// a whole web feature: its declaration in contracts, its library (manifest, page, story, tests, texts), its menu
// label, its entry in each app's list, a page object, an end-to-end spec and its place in the axe walk.
// Existing files are edited through the TypeScript syntax tree, never by string position, and everything is formatted.
const {
  applyChangesToString,
  ChangeType,
  formatFiles,
  generateFiles,
  installPackagesTask,
  joinPathFragments,
  logger,
  names,
  updateJson,
} = require('@nx/devkit');
const ts = require('typescript');
const path = require('node:path');
const { addToContractsDomain } = require('../contracts-domain.cjs');

/** The apps' feature lists the generator adds the manifest to, and their end-to-end folders. */
const apps = {
  portal: { list: 'apps/seller-portal/src/app/features.ts', e2e: 'e2e/seller-portal', base: '' },
  console: { list: 'apps/internal-console/src/app/features.ts', e2e: 'e2e/internal-console', base: '/console' },
};
const vocabulary = 'libs/contracts/src/core/vocabulary.ts';

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

function edit(tree, file, changesOf) {
  const text = tree.read(file, 'utf-8');
  const changes = changesOf(parse(file, text), text);
  if (changes.length) tree.write(file, applyChangesToString(text, changes));
}

/** The array literal a top-level `const <name> = [...]` (or `[...] as const`) holds. */
function arrayOf(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || (name && declaration.name.text !== name)) continue;
      let init = declaration.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      if (init && ts.isArrayLiteralExpression(init)) return init;
    }
  }
  throw new Error(`No array ${name ?? ''} in ${source.fileName}`);
}

/** An element into an array literal before the first element that sorts after it (all, when `sorted` is false: at the end). */
function insertIntoArray(array, text, sortKey) {
  const elements = array.elements;
  const after = sortKey ? elements.find((element) => element.getText().localeCompare(sortKey) > 0) : undefined;
  if (after) return { type: ChangeType.Insert, index: after.getStart(), text: `${text}, ` };
  if (!elements.length) return { type: ChangeType.Insert, index: array.getStart() + 1, text };
  return { type: ChangeType.Insert, index: elements[elements.length - 1].getEnd(), text: `, ${text}` };
}

/** The app's list gets the library's import and manifest, each in the order of names. */
function addToFeatureList(tree, file, importName, libName) {
  edit(tree, file, (source) => {
    const imports = source.statements.filter(ts.isImportDeclaration);
    if (imports.some((statement) => statement.moduleSpecifier.text === `@seller-portal/${libName}`)) return [];
    const line = `import { ${importName} } from '@seller-portal/${libName}';\n`;
    const features = imports.filter((statement) => statement.moduleSpecifier.text.startsWith('@seller-portal/') && !statement.importClause?.isTypeOnly);
    const next = features.find((statement) => statement.moduleSpecifier.text.localeCompare(`@seller-portal/${libName}`) > 0);
    const importChange = next
      ? { type: ChangeType.Insert, index: next.getStart(), text: line }
      : { type: ChangeType.Insert, index: (features.at(-1) ?? imports.at(-1)).getEnd(), text: `\n${line.trimEnd()}` };
    return [importChange, insertIntoArray(arrayOf(source), importName, importName)];
  });
}

/** A new §6 code joins the vocabulary (the declaration's codes are typed by it); whether it was new. */
function addAccessibilityCode(tree, code) {
  let added = true;
  edit(tree, vocabulary, (source) => {
    const array = arrayOf(source, 'accessibilityCodes');
    if (array.elements.some((element) => ts.isStringLiteral(element) && element.text === code)) {
      added = false;
      return [];
    }
    // After the last code of its mode, so the list stays grouped by mode.
    const mode = `${code.split('_')[0]}_`;
    const last = array.elements.filter((element) => ts.isStringLiteral(element) && element.text.startsWith(mode)).at(-1);
    if (!last) return [insertIntoArray(array, `'${code}'`)];
    return [{ type: ChangeType.Insert, index: last.getEnd(), text: `, '${code}'` }];
  });
  return added;
}

const words = (name) =>
  name
    .split('-')
    .map((word, index) => (index === 0 ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');

module.exports = async function featureGenerator(tree, options) {
  const name = options.name;
  const projectRoot = joinPathFragments('libs', name);
  if (tree.exists(projectRoot)) throw new Error(`${projectRoot} exists already.`);
  const n = names(name);
  const chosen = String(options.apps || 'portal')
    .split(',')
    .map((app) => app.trim())
    .filter(Boolean);
  for (const app of chosen) if (!apps[app]) throw new Error(`Unknown app "${app}": portal or console.`);
  const prefix = options.prefix || `/${name}`;
  const code = options.code || '';
  const title = options.title || words(name);
  const substitutions = {
    name,
    className: n.className,
    propertyName: n.propertyName,
    fileName: n.fileName,
    prefix,
    routePath: prefix.replace(/^\//, ''),
    apps: JSON.stringify(chosen).replace(/"/g, "'").replace(/,/g, ', '),
    mode: options.mode || 'STORE',
    code,
    position: options.position ?? 900,
    titleId: options.titleId || title,
    titleEn: title,
    account: { STORE: 'seller', INTERNAL: 'internal', VENDOR: 'vendor' }[options.mode || 'STORE'],
    description: options.description || `The ${name} feature of the seller portal.`,
    tmpl: '',
  };
  generateFiles(tree, path.join(__dirname, 'files'), projectRoot, substitutions);
  // The declaration opens the contracts domain of its name (`@seller-portal/contracts/<name>`).
  generateFiles(tree, path.join(__dirname, 'contract'), addToContractsDomain(tree, name, name), substitutions);
  const newCode = code && addAccessibilityCode(tree, code);
  for (const language of ['id', 'en']) {
    updateJson(tree, `libs/i18n/src/i18n/${language}.json`, (json) => {
      json.common.menu[n.propertyName] ??= language === 'id' ? substitutions.titleId : substitutions.titleEn;
      return json;
    });
  }
  updateJson(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions.paths[`@seller-portal/${name}`] = [`./libs/${name}/src/index.ts`];
    json.compilerOptions.paths = Object.fromEntries(Object.entries(json.compilerOptions.paths).sort(([a], [b]) => a.localeCompare(b)));
    return json;
  });
  for (const app of chosen) {
    addToFeatureList(tree, apps[app].list, `${n.propertyName}Manifest`, name);
    generateFiles(tree, path.join(__dirname, 'e2e'), apps[app].e2e, { ...substitutions, base: apps[app].base, app });
  }
  const appList = chosen.map((app) => ({ folder: apps[app].e2e.replace('e2e/', ''), suffix: app === 'console' ? 'InConsole' : 'InPortal' }));
  generateFiles(tree, path.join(__dirname, 'axe'), 'e2e/accessibility', { ...substitutions, appList });
  await formatFiles(tree);
  // The new workspace package goes into package-lock.json, so `npm ci` on a clean clone installs it.
  return () => {
    installPackagesTask(tree, true);
    // The demo accounts hold every code of their mode (apps/api/src/db/seed-demo.ts): a fresh database has it, a seeded one once seeded again.
    if (newCode)
      logger.info(`${code} is new: a fresh database gives it to the demo account of ${substitutions.mode}; an existing one with SEED_DEMO=1 npm start.`);
  };
};
