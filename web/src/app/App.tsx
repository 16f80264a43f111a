import { ScreenAnnouncer } from '../components/ScreenAnnouncer'
import { AppRoutes } from './router'

/** The app: what the browser runs and the server renders (src/server.tsx, at its address) are the same tree. */
export function App() {
  return (
    <>
      <AppRoutes />
      <ScreenAnnouncer />
    </>
  )
}
