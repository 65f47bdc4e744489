import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * One zone per folder of `parent` (a feature, a server module): files inside it may import the other folders only
 * through their public entry, `<other>/index.ts`. Generated from the folders on disk, so a new feature is covered
 * the day it is created. The `except` globs are matched against absolute paths, hence `root`.
 */
function publicEntryZones(parent, what, alsoPublic = []) {
  const dir = path.join(root, parent);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${parent}/${name}`,
      from: `./${parent}/!(${name})/**`,
      except: [path.join(dir, '*/index.ts'), ...alsoPublic.map((glob) => path.join(dir, glob))],
      message: `Import another ${what} through its public entry, ${parent}/<${what}>/index.ts; move a piece several use into a shared folder.`,
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/routeTree.gen.ts',
      'web/src/graphql-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import rules: the source imports name their files with the extension, so the node resolver finds them.
  {
    files: ['{web,domain,server}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle parses the files an import leads to: with the TypeScript parser, as the linted file is.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A cycle makes load order matter (a value read before its module ran) and hides a missing boundary.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Imports run one way: web and server use domain; domain uses neither.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@servio/server*',
            '@servio/web*',
            '**/server/**',
            '**/web/**',
            'react*',
            'fastify*',
            'drizzle-orm*',
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@servio/server*', '**/server/src/**'] }] },
  },
  // Web layers: routes compose features; a feature uses another only through its public entry (index.ts); the
  // shared folders (components: the design system, lib: client plumbing, shared: pieces several features show)
  // import no feature and no route.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...publicEntryZones('web/src/features', 'feature'),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/shared'],
              from: ['./web/src/features', './web/src/routes'],
              message: 'Shared folders import no feature and no route.',
            },
            {
              target: './web/src/features',
              from: './web/src/routes',
              message: 'Features do not import routes; a route composes features.',
            },
          ],
        },
      ],
    },
  },
  // Server modules: a module uses another's operations only through `modules/<other>/index.ts`. Its GraphQL types
  // (`<module>.schema.ts`) are public to other modules' schemas too: a Visit field returns the customers' Customer.
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: publicEntryZones('server/src/modules', 'module', ['*/*.schema.ts']) },
      ],
    },
  },
);
