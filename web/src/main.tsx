import './index.css'
import { preloadAppModules } from './lib/appModules'

/**
 * The page arrives with the public layout prerendered (src/app/shell.tsx) and its stylesheet,
 * so the browser can paint before any of the app's code runs. The app starts once that first
 * paint is on screen, or after a short wait where none is reported (a browser without paint
 * timing, a tab opened in the background). Its code is preloaded by the page's modulepreload
 * links, so on a slow connection nothing waits for this, and on a fast one it costs a frame; a
 * page served with its first screen lists that code instead, preloaded here (lib/appModules).
 */
function afterFirstPaint(run: () => void) {
  let started = false
  const once = () => {
    if (!started) {
      started = true
      run()
    }
  }
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

afterFirstPaint(() => {
  preloadAppModules()
  void import('./start').then(({ start }) => start())
})
