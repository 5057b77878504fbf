// ESLint (flat config): typescript-eslint's recommended rules, React's rules of hooks, and the import
// boundaries of tests/architecture/dependency-rules.test.ts, so that an editor shows a forbidden import
// as it is typed. `npm run lint` runs it with zero warnings allowed; `npm test` runs it first.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import storefront from './eslint/no-literal-text.js';

/** Imports of our own packages a layer may not make (the architecture test's rules, as patterns). */
const ours = (allowed) => ({
  regex: allowed.length > 0 ? `^@benefit-store/(?!(${allowed.join('|')})(/node|/openapi|/es)?$)` : '^@benefit-store/',
  message: `This layer may import only ${allowed.length > 0 ? allowed.map((p) => `@benefit-store/${p}`).join(', ') : 'none of our packages'} (docs: ARCHITECTURE, tests/architecture).`,
});
const deepImport = {
  regex: '^@benefit-store/[^/]+/(?!node$|testing$|openapi$|es$).+',
  message: "Import a package from its public entry (index.ts), not from its src/ internals.",
};
const restrict = (...patterns) => ['error', { patterns }];
/** The web app's own rules: our packages through their entries, no Node, no session store in components. */
const webBase = [
  deepImport,
  ours(['domain', 'ports', 'contract', 'adapters-http']),
  { regex: '^node:', message: 'The web app runs in the browser.' },
  {
    regex: '^@benefit-store/ports$',
    importNames: ['SessionGroups', 'groupedSessionStore', 'recordSessionStore', 'memorySessionStore', 'TOKENS'],
    message: 'Components never touch the session store: call a use case (useUseCase).',
  },
];

export default tseslint.config(
  { ignores: ['.perf/**', '**/node_modules/**', '**/dist/**', 'artifacts/**', 'packages/server/data/**', '**/.bundle/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-imports': restrict(deepImport),
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  // Words people read come from a catalogue, in their language (issue 25, docs/adr/0900-languages.md).
  {
    files: ['packages/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { storefront },
    rules: { 'storefront/no-literal-text': 'error' },
  },
  // The hexagon's dependency rules (tests/architecture/dependency-rules.test.ts); like that test, they
  // bind the code a package ships, not its tests.
  { files: ['packages/domain/src/**/*.ts'], ignores: ['packages/domain/src/testing/**', '**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours([]), { regex: '^(node:|react|fastify|io-ts|fp-ts)', message: 'The domain is pure: no I/O, no framework.' }) } },
  { files: ['packages/ports/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours(['domain']), { regex: '^node:', message: 'Ports do no I/O.' }) } },
  { files: ['packages/contract/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours(['domain'])) } },
  { files: ['packages/adapters-http/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours(['ports', 'domain', 'contract'])) } },
  { files: ['packages/server/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours(['domain', 'contract', 'ports'])) } },
  // The CLI is a composition root too: it wires the server (serve, database-level support tokens) and the rule registry.
  { files: ['packages/cli/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': restrict(deepImport, ours(['domain', 'domain/testing', 'ports', 'contract', 'adapters-http', 'server'])) } },
  // Inside the web app: the shell never imports a feature; a feature uses another only through its index.ts;
  // the app composes features through their index.ts.
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    // The composition root is the one place that wires the session store (and its browser adapter).
    ignores: ['packages/web/src/app/composition-root.ts', 'packages/web/src/app/modules/**', 'packages/web/src/app/browser-session-store.ts'],
    rules: {
      'no-restricted-imports': restrict(...webBase),
    },
  },
  {
    files: ['packages/web/src/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(...webBase, { regex: '/features/', message: 'The shell knows no feature: fill a ShellSlots slot from app/store-shell.tsx instead.' }),
    },
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        ...webBase,
        { regex: '^\\.\\./(?!\\.\\.)(?!app/language\\.ts$)[^/]+/(?!index\\.ts$).+', message: "Use another feature only through its index.ts." },
        { regex: '/shell/(?!index\\.ts$)', message: 'Use the shell only through shell/index.ts.' },
      ),
    },
  },
  {
    files: ['packages/web/src/app/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/app/composition-root.ts', 'packages/web/src/app/modules/**', 'packages/web/src/app/browser-session-store.ts'],
    rules: {
      'no-restricted-imports': restrict(...webBase, { regex: '/features/[^/]+/(?!index\\.ts$)', message: "Compose a feature through its index.ts." }),
    },
  },
);
