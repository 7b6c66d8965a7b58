import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** A library is used through its package entry points (`index.ts`, `testing`), never its files. */
const deepImports = {
  group: ['@seller-portal/*/src', '@seller-portal/*/src/**'],
  message: 'Import a library through its entry point, not its files.',
};

/**
 * contracts is imported by domain (`@seller-portal/contracts/orders`): a project then depends on the domains it
 * uses, and a change to one domain leaves the others' users cached. The package's root entry is for its
 * published users.
 */
const wholeContracts = ['@seller-portal/contracts', '@seller-portal/contracts/all'].map((name) => ({
  name,
  message: "Import the domain that declares it: '@seller-portal/contracts/<domain>' (core, orders, chat, …).",
}));

/** Radix and the other primitives are the design system's: features and the shell use `ui` (its `Sheet`, `Dialog`). */
const designPrimitives = {
  group: ['@radix-ui/*'],
  message: 'Use the design system (@seller-portal/ui, @seller-portal/ui/overlays), which wraps the primitive once.',
};

/** Another server module's files, past its index.ts (`../session/service`); `../session` and `../shared/…` are fine. */
const otherModuleFiles = {
  regex: '^\\.\\./(?!shared/)[^./][^/]*/.+',
  message: "Use another server module through its index.ts ('../<module>'), not its files.",
};

/** Query building and tables: repositories (and schema files, db/) only. */
const databaseAccess = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories (and db/) query the database.' },
  { regex: '(^|/)(db/)?(directory-)?schema$', message: 'Only repositories (and db/) use the tables.' },
];

/**
 * Where the type-aware rules get their types. Alone (`nx run <project>:lint`), each file from its project's
 * tsconfig.json through the project service. Linting the whole workspace in one process (`npm test`), the project
 * service would hold one program per project, each re-reading every library it imports (over 4 GB for the 33
 * projects); `LINT_TSCONFIGS` names the few programs of `tools/scripts/typecheck-workspace.mjs` instead, which
 * hold the same files with the same options.
 */
function typedPrograms() {
  const programs = process.env.LINT_TSCONFIGS?.split(',').filter(Boolean);
  return programs?.length ? { project: programs } : { projectService: true };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      'tools/eslint/fixtures/**',
    ],
  },
  {
    // Library and app sources; build and test configuration files may use workspace tools.
    files: ['{apps,libs}/*/src/**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      // DESIGN.md layering: app → feature → data | ui → util; features never import each other;
      // browser libraries never import server code; the server imports only shared libraries.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data', 'type:ui', 'type:util'] },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports, designPrimitives] }],
    },
  },
  {
    // The design system is where the primitives are wrapped.
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports] }],
    },
  },
  {
    // The server's SQL lives in repositories and its tables in schema files (and db/: migrations, seeds); services
    // hold the rules. Server modules use each other through their index.ts only; shared/ holds what is truly shared.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/*.ts', 'apps/api/src/modules/**/*repository.ts', 'apps/api/src/modules/**/schema.ts', 'apps/api/src/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports, otherModuleFiles, ...databaseAccess] }],
    },
  },
  {
    // A module's descriptor names its tables, but queries nothing.
    files: ['apps/api/src/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports, otherModuleFiles, databaseAccess[0]] }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*repository.ts', 'apps/api/src/modules/**/schema.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports, otherModuleFiles] }],
    },
  },
  {
    // Outside the modules (the app's composition, the module list, the HTTP edge): no queries either.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/*/**', 'apps/api/src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: wholeContracts, patterns: [deepImports, ...databaseAccess] }],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits or voids (a lost error, a race), a switch that forgets a
    // member of its union.
    files: ['{apps,libs,e2e,tools}/**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts', '**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', 'tools/generators/*/files/**'],
    languageOptions: { parserOptions: { ...typedPrograms(), tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
