import PocketBase from 'pocketbase'

// The one PocketBase client of the app: same origin in production, proxied by Vite in dev.
export const pb = new PocketBase(typeof window === 'undefined' ? 'http://127.0.0.1:8090' : window.location.origin)

// Several components may read the same collection at once; PocketBase's default
// auto-cancellation would abort all but the last request.
pb.autoCancellation(false)
