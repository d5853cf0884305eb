import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features never import each other; shared code goes down into components/ or lib/, and only
    // app/ composes features. Feature files live in features/<name>/<api|components|hooks>/.
    files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./[^.]',
              message: 'Import shared code from components/ or lib/, not from another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(features|app)/',
              message: 'components/ and lib/ sit below features and app.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere, type-only imports included: a cycle is a knot in the design.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // The server's layers (ARCHITECTURE.md): lib/ and db/ sit below the modules, and nothing
    // below the composition root imports it, app.ts or the server's start.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/app.ts', 'apps/server/src/server.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/server/src/lib', './apps/server/src/db'],
              from: './apps/server/src/modules',
              message: 'lib/ and db/ sit below the modules: move the shared part down.',
            },
            {
              target: './apps/server/src',
              from: ['./apps/server/src/services.ts', './apps/server/src/app.ts'],
              except: [],
              message: 'Only app.ts builds with the composition root; a module declares its deps.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories are the only code that touches the query builder (ARCHITECTURE.md); Better
    // Auth's wiring, the migrations and the content importer hand the database to others.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/db/**',
      'apps/server/src/modules/content/content-importer.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Only a *.repository.ts touches the query builder: add a query function there.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', '**/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
