import { BrowserRouter } from 'react-router'
import { ScreenAnnouncer } from '../components/ScreenAnnouncer'
import { AppRoutes } from './router'

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <ScreenAnnouncer />
    </BrowserRouter>
  )
}
