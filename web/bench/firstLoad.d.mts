import type { Page } from '@playwright/test'

export interface FirstLoad {
  jsBytes: number
  cssBytes: number
  files: string[]
}

export function budgetKB(path: string): number
export function watchFirstLoad(page: Page): () => Promise<FirstLoad>
