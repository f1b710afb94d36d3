import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', '**/generated/**', '.tracehold/**', '.tools/**', '.kafka/**', '.kafka-delayed/**', '.s3/**', '.scratch/**', 'ui/dist/**', '.build/**', 'eslint.config.js', 'scripts/*.js', 'bin/*.js'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // End-to-end tests walk untyped JSON answers of the API; typing them adds nothing a failing assertion would not show.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
