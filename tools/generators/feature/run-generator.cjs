// Runs the feature generator on a workspace on disk and writes its files, without the npm install that
// `nx g` runs after it (the throw-away workspace of the generator's test shares node_modules with the clone).
// node tools/generators/feature/run-generator.cjs <workspace root> '<options as JSON>' ['<options>' …]
const { FsTree, flushChanges } = require('nx/src/generators/tree');
const featureGenerator = require('./generator.cjs');

async function main([root, ...runs]) {
  for (const options of runs) {
    const tree = new FsTree(root, false);
    await featureGenerator(tree, JSON.parse(options));
    flushChanges(root, tree.listChanges());
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
