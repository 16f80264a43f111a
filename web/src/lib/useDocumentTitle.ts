import { useEffect } from 'react'

export const siteName = 'Amara Diallo Foundation'

/** Sets the tab title to "{title} | Amara Diallo Foundation". */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName
  }, [title])
}
