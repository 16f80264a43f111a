// wouter imports the use-sync-external-store shim for React 16 and 17; this React has the hook
// itself (vite.config.ts points the shim here), which keeps the shim's fallback off every first load.
export { useSyncExternalStore } from 'react'
