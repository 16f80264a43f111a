import { createElement, lazy, type ComponentType } from 'react'

/** Loads a screen's module: () => import('./routes/shop'). */
export type PageLoader = () => Promise<{ default: ComponentType }>

/** A screen whose code is its own chunk, and which can be loaded before the app's first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * React.lazy suspends on a screen's first render even when its chunk is already
 * in the browser, so the first page showed its Suspense fallback first, and React
 * then held the screen back for its fallback throttle (300 ms) before showing it.
 * A page preloaded before the app's first render (start.tsx, the page of the
 * address opened) renders at once, in the same commit as the layout; any other
 * page loads lazily when first shown. Call preload before the page first renders:
 * a page rendered lazily must stay so, or React would remount it.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let ready: ComponentType | null = null
  const Later = lazy(load)
  const Page = () => createElement(ready ?? Later)
  return Object.assign(Page, {
    preload: async () => {
      ready = (await load()).default
    },
  })
}
