import { expect, type Locator } from '@playwright/test'

/**
 * Waits until the app owns a served element (React keeps its fiber on every element it hydrated):
 * typing into a served field before that is typing into markup React then resets to its state.
 */
export async function untilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), { message: 'the app hydrates the element' })
    .toBe(true)
}
