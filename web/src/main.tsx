import './index.css'
import { servedRendered, preloadAppModules } from './lib/appModules'

/**
 * The page arrives rendered by the server (src/server.tsx), or with the public layout alone
 * (src/app/shell.tsx), and its stylesheet, so the browser can paint before any of the app's code runs. The app starts once that first
 * paint is on screen, or after a short wait where none is reported (a browser without paint
 * timing, a tab opened in the background). Its code is preloaded by the page's modulepreload
 * links, so on a slow connection nothing waits for this, and on a fast one it costs a frame; a
 * page the server rendered lists that code instead, preloaded here (lib/appModules).
 */
function afterFirstPaint(run: () => void) {
  const once = firstCallOnly(run)
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect()
        once()
      }
    }).observe({ type: 'paint', buffered: true })
  }
  setTimeout(once, 300)
}

/**
 * A page the server rendered waits further, for it to be whole on screen: the
 * browser may paint a page before it has parsed all of it (measured: the layout's header at
 * 175 ms, the article under it at 225 ms), and its pictures arrive after. Its own pictures loaded
 * (the load event), the next frame shows them; then the app's requests do not share the
 * connection with them. A page whose load never comes (a picture that hangs) starts after 3 s.
 */
function afterServedScreen(run: () => void) {
  const once = firstCallOnly(run)
  const nextFrame = () => requestAnimationFrame(() => setTimeout(once, 0))
  if (document.readyState === 'complete') nextFrame()
  else window.addEventListener('load', nextFrame, { once: true })
  setTimeout(once, 3000)
}

/** run, on the first call only: each wait above has a fallback racing it. */
function firstCallOnly(run: () => void) {
  let called = false
  return () => {
    if (!called) {
      called = true
      run()
    }
  }
}

function startApp() {
  preloadAppModules()
  void import('./start').then(({ start }) => start())
}

afterFirstPaint(() => (servedRendered() ? afterServedScreen(startApp) : startApp()))
