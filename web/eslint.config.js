// ESLint for the web app: typescript-eslint, the React hooks rules and the import boundaries
// of the app's layers (src/app → src/features → src/components, src/lib), which
// docs/architecture.md ("The web app") describes.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = fileURLToPath(new URL('.', import.meta.url))
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * The import boundaries, checked on resolved file paths (so `../../cart/store` and
 * `../cart/store.ts` are the same import):
 * - shared code (src/components, src/lib) never imports a feature or the app;
 * - a feature never imports the app;
 * - a feature imports another feature only through its public `index.ts`.
 */
const zones = [
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (src/components, src/lib) must not depend on features or on the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature must not depend on the app: the app composes the features.',
  },
  ...features.map((feature) => ({
    target: `./src/features/!(${feature})/**/*`,
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: `Import another feature through its public entry point (features/${feature}/index.ts), never a deep path.`,
  })),
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'blob-report'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // The cart ↔ shop cycle is gone; keep cycles out (type-only imports count too).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `any` needs a reason: disable this rule on the line with a comment saying why.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Node scripts and tool configs.
    files: ['*.{js,ts}', 'bench/**/*.{js,mjs}', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
)
