import { BrowserRouter } from 'react-router'
import { ScreenAnnouncer } from '../components/ScreenAnnouncer'
import { AppRoutes } from './router'

export function App() {
  return (
    <BrowserRouter>
      <Screens />
    </BrowserRouter>
  )
}

/** The app inside its router: what the browser runs and the server renders (src/server.tsx) are the same tree. */
export function Screens() {
  return (
    <>
      <AppRoutes />
      <ScreenAnnouncer />
    </>
  )
}
