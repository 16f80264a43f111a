import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router'
import { FirstScreenRender } from '../components/AppOnly'
import About from './routes/about'
import ChequeSent from './routes/cheque-sent'
import Contact from './routes/contact'
import Donation from './routes/donation'
import Home from './routes/home'
import PaymentSuccess from './routes/payment-success'
import Projects from './routes/projects'

/**
 * The pages whose first screen is the same for everyone who arrives: nothing read from the
 * server, nothing kept in the browser (the cart and checkout are not, as a returning visitor's
 * cart fills them). Each is rendered at build time (scripts/prerender-shell.mjs) into
 * dist/.vite/first-screens.json, under its route module's name, and the server puts it in the
 * layout's main area of the page it sends (internal/site): the browser paints the page itself
 * before the app's code arrives, instead of the layout alone, and React then replaces it with
 * the same markup and what the first screen left out (AppOnly: the donation and contact forms,
 * the home page's sections below the hero, which wait out of view to fade in). Visitors without
 * JavaScript read it too.
 */
const staticPages: Record<string, { path: string; Page: ComponentType }> = {
  home: { path: '/', Page: Home },
  about: { path: '/about', Page: About },
  projects: { path: '/projects', Page: Projects },
  'cheque-sent': { path: '/don/cheque-sended', Page: ChequeSent },
  'payment-success': { path: '/payement/success', Page: PaymentSuccess },
  donation: { path: '/donation', Page: Donation },
  contact: { path: '/contact', Page: Contact },
}

/** Each static page's first screen as HTML, by route module. */
export function renderFirstScreens(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(staticPages).map(([module, { path, Page }]) => [
      module,
      renderToStaticMarkup(
        <FirstScreenRender value={true}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </MemoryRouter>
        </FirstScreenRender>,
      ),
    ]),
  )
}
