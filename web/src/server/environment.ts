import { serverIntl } from './intl'

/**
 * The Intl formats the public pages use, for the server's render in the embedded JavaScript engine
 * (internal/render, which also gives the timers React's server renderer names when it loads).
 * Imported first by src/server.tsx, before any module that makes a format.
 */
const scope = globalThis as Record<string, unknown>
scope.Intl ??= serverIntl
