import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders every part of the app may use; they must not reach into features or app. */
const sharedFolders = ['components', 'config', 'hooks', 'lib', 'stores', 'styles'];

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * Generated from the folders: features do not import each other; only app composes. Tests may
 * use the test helpers (which render the whole app) and the demo API wherever they sit.
 */
const boundaryZones = ({ forTests }) => [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app; the app imports features.',
  },
  ...sharedFolders.map((folder) => ({
    target: `./src/${folder}`,
    from: forTests ? ['./src/features'] : ['./src/features', './src/app', './src/testing'],
    message: 'Shared code does not import features, the app or test helpers.',
  })),
  {
    target: './src/config',
    from: ['./src/lib', './src/components', './src/hooks', './src/stores'],
    message: 'src/config is the bottom layer (build code reads it too): it imports only itself.',
  },
  {
    target: './src/demo-api',
    from: ['./src/app', './src/features', './src/components', './src/hooks', './src/stores'],
    message: 'The demo API answers as the company API would: it uses src/config and src/lib only.',
  },
  ...(forTests
    ? []
    : [
        {
          target: ['./src/app', './src/features', './src/demo-api'],
          from: './src/testing',
          message: 'Only tests use the test helpers.',
        },
        {
          // Its code and content would otherwise ship in every build.
          target: [
            `./src/{${[...sharedFolders, 'features'].join(',')}}/**`,
            './src/*.{ts,tsx}',
            './src/app/**/!(start.tsx)',
            './tools/!(testbed)/**',
            './functions',
          ],
          from: './src/demo-api',
          message:
            "Only the app's start-up (src/app/start.tsx), tests and their servers use the demo API.",
        },
      ]),
];

/**
 * Between the top-level folders (docs/decisions/017-tools-and-types.md): the app imports neither
 * the tools nor the browser tests; the tools, the browser tests and the Cloudflare function read
 * the app's shared facts (src/config) and nothing else of it, but for the pre-render, which
 * loads the server entry, and the test bed, which serves the demo API over HTTP (their tests may
 * use the unit tests' helpers too).
 */
const folderZones = ({ forTests }) => [
  {
    target: './src',
    from: ['./tools', './e2e'],
    message: 'The app imports neither the tools nor the browser tests.',
  },
  {
    target: './tools',
    from: './src',
    except: ['./config', './entry-server.tsx', './demo-api', ...(forTests ? ['./testing'] : [])],
    message: 'The tools read src/config, not the rest of the app.',
  },
  {
    target: './tools/!(vite)/**',
    from: './src/entry-server.tsx',
    message: 'Only the pre-render (tools/vite) loads the server entry.',
  },
  {
    target: './tools/!(testbed)/**',
    from: './src/demo-api',
    message: 'Only the test bed (tools/testbed) serves the demo API.',
  },
  {
    target: './tools',
    from: './e2e',
    message: 'The tools do not import the browser tests; the browser tests use the tools.',
  },
  {
    target: './e2e',
    from: './src',
    except: ['./config', './demo-api'],
    message: "The browser tests read src/config and the demo API's facts, not the app.",
  },
  {
    target: './functions',
    from: './src',
    // The text rules (no imports of their own): a title shows as it does in the app.
    except: ['./config', './lib/text.ts'],
    message: 'The Cloudflare function reads src/config and the text rules, not the app.',
  },
  {
    target: './functions',
    from: ['./tools', './e2e'],
    message: 'The Cloudflare function runs on its own: it imports no Node tools.',
  },
];

/** Where each kind of code runs: its globals (the TypeScript projects say the same for types). */
const browserCode = ['src/**/*.{ts,tsx}'];
const nodeCode = ['tools/**/*.{ts,mjs}', 'functions/**/*.ts', '*.config.{js,ts}'];
const testCode = ['**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'e2e-output',
      'node_modules',
      'public',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importPlugin.flatConfigs.recommended,
  importPlugin.flatConfigs.typescript,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['./tsconfig.app.json', './tsconfig.node.json', './tsconfig.test.json'],
        },
        node: true,
      },
      // Neither packages nor data files can import our modules back: no need to parse them.
      'import/ignore': ['node_modules', '\\.(json|css|svg)$'],
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones({ forTests: false }), ...folderZones({ forTests: false })] },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-named-as-default-member': 'off',
      'import/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A scrollable region (a wide table on a phone) must be focusable to be scrolled by keyboard.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrel files: import from the module that defines the thing.',
        },
      ],
    },
  },
  { files: browserCode, languageOptions: { globals: globals.browser } },
  { files: nodeCode, languageOptions: { globals: globals.node } },
  // Tests run in jsdom or drive a browser from Node: both (page.evaluate runs in the page).
  { files: testCode, languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    // Playwright fixtures: `use` is Playwright's, and a fixture without dependencies takes `{}`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones({ forTests: true }), ...folderZones({ forTests: true })] },
      ],
    },
  },
);
