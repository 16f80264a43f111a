import { expect, type Locator, type Page } from '@playwright/test'

/*
 * Keyboard-only helpers: Tab and Shift+Tab to move, and where the focus is after each press.
 */

/**
 * Where the focus is, checked as a sighted keyboard user sees it: on an
 * element (not the page), showing the :focus-visible state, with a focus
 * indicator (its look, or its label's or a close wrapper's, differs from the
 * unfocused one), and not entirely hidden under something else (the sticky
 * header, a toast). To compare the looks it blurs the element and focuses it
 * again, at once. Returns a short description of the element and what is
 * wrong, if anything.
 */
export function inspectFocus(page: Page): Promise<{ problem: string; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body || el === document.documentElement) return { problem: 'the focus is on the page itself (<body>), not on an element', what: 'body' }
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ''
    const what = `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> “${name.trim().replace(/\s+/g, ' ').slice(0, 60)}”`
    // A date field takes one Tab per part (day, month, year, then Chrome's calendar button, which draws its
    // own ring), inside it: a new focus starts again at its first part, so comparing its looks would send the
    // next Tab back there. Its parts show the ring of src/focus.css (input:focus).
    if (/^(date|time|datetime-local|month|week)$/.test(el.getAttribute('type') ?? '')) return { problem: '', what }
    if (!el.matches(':focus-visible')) return { problem: 'it does not match :focus-visible', what }

    // A visually hidden control (a radio styled as a card) shows through its label.
    const labels = Array.from((el as HTMLInputElement).labels ?? [])
    const own = el.getBoundingClientRect()
    const shown = own.width > 2 && own.height > 2 ? el : (labels[0] ?? el)
    const box = shown.getBoundingClientRect()
    if (box.width < 2 || box.height < 2) return { problem: 'it has no size on screen', what }
    // Not entirely hidden (WCAG 2.2 focus not obscured, AA): its centre or a corner shows.
    const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]]
      .map(([fx, fy]) => [box.left + box.width * fx!, box.top + box.height * fy!] as const)
      .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
    if (points.length === 0) return { problem: 'it is outside the viewport', what }
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y))
    const ours = (hit: Element | null) => hit !== null && (shown.contains(hit) || hit.contains(shown) || labels.some((l) => l.contains(hit)))
    if (!hits.some(ours)) {
      const hit = hits[0]
      return { problem: `it is hidden under <${hit?.tagName.toLowerCase()}${hit?.className ? ` class="${String(hit.className).slice(0, 60)}"` : ''}>`, what }
    }

    // A date field takes one Tab per part (day, month, year), and a new focus starts again at its first part:
    // comparing its looks would send the next Tab back there, for ever. Its ring is the same as every field's.
    if (/^(date|time|datetime-local|month|week)$/.test(el.getAttribute('type') ?? '')) return { problem: '', what }

    // The indicator: the element, its labels and a few ancestors, styled with and without the focus.
    const chain: Element[] = [el, ...labels]
    for (let p = el.parentElement, i = 0; p && i < 4; p = p.parentElement, i++) chain.push(p)
    const look = () =>
      chain.map((n) => {
        const s = getComputedStyle(n)
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.color, s.textDecorationLine].join('|')
      })
    const focused = look()
    el.blur()
    const unfocused = look()
    el.focus({ preventScroll: true })
    if (document.activeElement !== el || !el.matches(':focus-visible')) return { problem: 'the check could not give the focus back', what }
    if (focused.every((v, i) => v === unfocused[i])) return { problem: 'nothing shows the focus (no outline, ring or change of colour)', what }
    return { problem: '', what }
  })
}

/** Fails unless the focus is visibly on an element; `after` says what led there. */
export async function expectVisibleFocus(page: Page, after: string) {
  const { problem, what } = await inspectFocus(page)
  expect(problem, `after ${after}, the focus is on ${what}: ${problem}`).toBe('')
}

/**
 * Presses Tab (Shift+Tab when back) until target has the focus, at most max
 * times; after every press the focus must be visibly on an element.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 30 } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab'
  await expect(target, `${target} should be on the page before tabbing to it`).toBeAttached()
  const passed: string[] = []
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(key)
    const { problem, what } = await inspectFocus(page)
    expect(problem, `after ${key} × ${i} towards ${target}, the focus is on ${what}: ${problem}`).toBe('')
    if (await target.evaluate((el) => el === document.activeElement)) return
    passed.push(what)
  }
  throw new Error(`${target} not reached with ${max} × ${key}; the focus went through:\n  ${passed.join('\n  ')}`)
}

/** Tabs to the field, then types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

/** The focus check compares the looks with and without the focus, read at once: no transition may delay them. */
export async function withoutTransitions(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
      document.head.append(style)
    })
  })
}
