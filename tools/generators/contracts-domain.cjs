// A generated contract joins its contracts domain (`libs/contracts/src/<domain>/`, imported as
// `@seller-portal/contracts/<domain>`, a project of its own), made when it is the domain's first file: the feature
// generator's declaration and the server-module generator's calls share the domain of their name.
const { applyChangesToString, ChangeType } = require('@nx/devkit');
const ts = require('typescript');

const contractsIndex = 'libs/contracts/src/all/index.ts';

/** Adds `export * from '<specifier>';` after the file's last export, unless it is there. */
function addExport(tree, file, specifier) {
  const text = tree.read(file, 'utf-8') ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const exports = source.statements.filter(ts.isExportDeclaration);
  if (exports.some((statement) => statement.moduleSpecifier?.text === specifier)) return;
  const line = `export * from '${specifier}';`;
  const last = exports.at(-1);
  tree.write(file, last ? applyChangesToString(text, [{ type: ChangeType.Insert, index: last.getEnd(), text: `\n${line}` }]) : `${text}${line}\n`);
}

/** The domain `name` exports `./<file>` (its folder, entry point and project made if new); contracts' root entry exports the domain. */
function addToContractsDomain(tree, name, file) {
  const root = `libs/contracts/src/${name}`;
  if (tree.exists(`${root}/${file}.ts`)) throw new Error(`${root}/${file}.ts exists already.`);
  if (!tree.exists(`${root}/project.json`)) {
    const project = {
      name: `contracts-${name}`,
      $schema: '../../../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: root,
      projectType: 'library',
      tags: ['type:util', 'scope:shared', 'contracts-domain'],
      // Built as part of the package (lint's buildable-library rule reads a build target).
      targets: { build: { executor: 'nx:noop', dependsOn: [{ projects: ['contracts'], target: 'build' }] } },
    };
    tree.write(`${root}/project.json`, `${JSON.stringify(project, null, 2)}\n`);
  }
  addExport(tree, `${root}/index.ts`, `./${file}`);
  addExport(tree, contractsIndex, `@seller-portal/contracts/${name}`);
  return root;
}

module.exports = { addToContractsDomain };
