import { createContext, useContext, type ReactNode } from 'react'

const renderingFirstScreen = createContext(false)

/** Wraps a page rendered at build time as the first screen the server sends (src/app/firstScreens.tsx). */
export const FirstScreenRender = renderingFirstScreen.Provider

/**
 * What a page's served first screen leaves for the app to render: a form (what a visitor typed
 * into a served one before the app started would go when React replaces it) and whatever follows
 * it on the page, which the form's arrival would push down. So nothing the server sent moves.
 */
export function AppOnly({ children }: { children: ReactNode }) {
  return useContext(renderingFirstScreen) ? null : children
}
