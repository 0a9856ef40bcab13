// One lint config for the workspace: typed rules (no floating promises), no stray console
// outside CLI entry points.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/generated/**', '**/node_modules/**', '**/.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain JavaScript: build and deploy scripts, the CLI's bin shim, this file. Node's globals, no types.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      'packages/*/src/**/*.ts',
      'packages/*/test/**/*.ts',
      'packages/*/scripts/**/*.ts',
      'examples/*/src/**/*.ts',
      'examples/*/test/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Short functions: one over 100 lines is split into named steps (blank lines and comments not counted).
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // Tests read JSON response bodies loosely; the spec validation already pins their shape.
    files: ['packages/*/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      'packages/*/src/cli/**/*.ts',
      'packages/*/src/bin/**/*.ts',
      'packages/*/scripts/**/*.ts',
      'packages/*/bench/**/*.ts',
      'examples/*/src/**/*.ts',
      'examples/*/test/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
