// Flat config for every package. Type-checked rules from typescript-eslint, plus the boundary
// rule of ARCHITECTURE.md: a remote imports only shared-kernel and its own files.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = [
  'mfe-catalog',
  'mfe-cart-checkout',
  'mfe-account',
  'mfe-wallet',
  'mfe-membership',
  'mfe-lotto-party',
];
/** Forbids importing the named packages, by package name or by a relative path into them. */
function forbidImports(files, names, message) {
  const alternatives = names.join('|');
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(${alternatives})(/.*)?$`, message },
            { regex: `^(\\.\\./)+(${alternatives})/`, message },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.mjs',
            '*.cjs',
            'tooling/*.mjs',
            'tooling/*.cjs',
            'tooling/*.d.ts',
            'scripts/*.mjs',
            '*/*.cjs',
            '*/*.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.pg.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  ...remotes.map((self) =>
    forbidImports(
      [`${self}/**/*.{ts,tsx,mjs}`],
      [...remotes.filter((name) => name !== self), 'shell', 'api'],
      `${self} imports only shared-kernel and its own files: talk to other packages through the bus.`,
    ),
  ),
  forbidImports(
    ['shell/**/*.{ts,tsx}'],
    [...remotes, 'api'],
    'The shell loads remotes at run time; it never imports their source.',
  ),
  forbidImports(
    ['shared-kernel/**/*.{ts,tsx}'],
    [...remotes, 'remote-kit', 'shell', 'api', 'react', 'react-dom'],
    'shared-kernel knows no remote and renders nothing.',
  ),
  {
    files: ['api/src/plugins/**/*.ts', 'api/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules(/|$)',
              allowTypeImports: true,
              message:
                'Plugins and http helpers serve every module and import none: take what a module knows as an option that app.ts passes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/routes$',
              message:
                "A module never imports another module's routes: share its service, repository or wire mapping.",
            },
          ],
        },
      ],
    },
  },
  {
    // Interface texts come from the text catalogues (shared-kernel contract/texts), so each
    // market can say them its own way: no English written into a component.
    files: ['shell/src/**/*.tsx', 'remote-kit/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    // Tests and their render helpers (stand-in pages) are not interface text.
    ignores: ['**/*.test.tsx', '**/*.test-support.tsx', '**/test-render.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: "Interface text comes from the text catalogue: use t('…').",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label|heading|description|hint|legend|what)$/] > Literal[value=/[A-Za-z]/]',
          message: "Interface text comes from the text catalogue: use t('…').",
        },
      ],
    },
  },
  forbidImports(
    ['remote-kit/**/*.{ts,tsx}'],
    [...remotes, 'shell', 'api'],
    'remote-kit builds on React and shared-kernel only; remotes build on it, never the reverse.',
  ),
);
