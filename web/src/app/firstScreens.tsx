import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router'
import About from './routes/about'
import ChequeSent from './routes/cheque-sent'
import PaymentSuccess from './routes/payment-success'
import Projects from './routes/projects'

/**
 * The pages whose first screen is the same for everyone who arrives and has nothing to type
 * in: nothing read from the server, nothing kept in the browser (the cart and checkout are
 * not, as a returning visitor's cart fills them), no form (what a visitor typed into a
 * served form before the app started would go when React replaces it: the donation and
 * contact pages are not), no layout measured in the browser (the home page's sections,
 * which wait out of view to fade in, are not). Each is rendered at build time
 * (scripts/prerender-shell.mjs) into dist/.vite/first-screens.json, under its route
 * module's name, and the server puts it in the layout's main area of the page it sends
 * (internal/site): the browser paints the page itself before the app's code arrives, instead
 * of the layout alone, and React then replaces it with the same markup. Visitors without
 * JavaScript read it too.
 */
const staticPages: Record<string, { path: string; Page: ComponentType }> = {
  about: { path: '/about', Page: About },
  projects: { path: '/projects', Page: Projects },
  'cheque-sent': { path: '/don/cheque-sended', Page: ChequeSent },
  'payment-success': { path: '/payement/success', Page: PaymentSuccess },
}

/** Each static page's first screen as HTML, by route module. */
export function renderFirstScreens(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(staticPages).map(([module, { path, Page }]) => [
      module,
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </MemoryRouter>,
      ),
    ]),
  )
}
