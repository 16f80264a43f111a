import { describe, expect, it } from 'vitest'
import { imageProblem, linkHref, listText, parisInput, parseList, parsePrice, priceText, storedParis } from './fields'

describe('parseList', () => {
  it.each([
    { text: 'S, M, L', list: ['S', 'M', 'L'] },
    { text: ' S ,M,, L ,', list: ['S', 'M', 'L'] },
    { text: 'Navy blue, Red, Navy blue', list: ['Navy blue', 'Red'] },
    { text: '', list: [] },
    { text: ' , ,', list: [] },
    { text: 'One size', list: ['One size'] },
  ])('reads "$text"', ({ text, list }) => {
    expect(parseList(text)).toEqual(list)
  })

  it('writes a list back as the input shows it', () => {
    expect(listText(['S', 'M'])).toBe('S, M')
    expect(parseList(listText(['Navy blue', 'Red']))).toEqual(['Navy blue', 'Red'])
  })
})

describe('parsePrice', () => {
  it.each([
    { text: '12', euros: 12 },
    { text: '12.5', euros: 12.5 },
    { text: '12,50', euros: 12.5 },
    { text: ' 0 ', euros: 0 },
    { text: '1 234.99', euros: 1234.99 },
    { text: '0.01', euros: 0.01 },
  ])('takes "$text"', ({ text, euros }) => {
    expect(parsePrice(text)).toEqual({ ok: true, euros })
  })

  it.each([
    { text: '', error: 'Enter a price.' },
    { text: '-3', error: 'The price cannot be negative.' },
    { text: '12.999', error: 'Use two decimals at most (cents).' },
    { text: '12,345', error: 'Use two decimals at most (cents).' },
    { text: '12 €', error: 'Enter a price in euros, such as 12.50.' },
    { text: 'abc', error: 'Enter a price in euros, such as 12.50.' },
    { text: '1e3', error: 'Enter a price in euros, such as 12.50.' },
    { text: '.5', error: 'Enter a price in euros, such as 12.50.' },
  ])('refuses "$text"', ({ text, error }) => {
    expect(parsePrice(text)).toEqual({ ok: false, error })
  })

  it('shows a price with cents', () => {
    expect(priceText(12.5)).toBe('12.50')
    expect(priceText(0)).toBe('0.00')
    expect(parsePrice(priceText(19.9))).toEqual({ ok: true, euros: 19.9 })
  })
})

describe('linkHref', () => {
  it.each([
    { input: 'https://example.org/a?b=1#c', href: 'https://example.org/a?b=1#c' },
    { input: '  http://example.org ', href: 'http://example.org/' },
    { input: 'HTTPS://Example.org/Path', href: 'https://example.org/Path' },
    { input: 'mailto:team@example.org', href: 'mailto:team@example.org' },
    { input: 'team@example.org', href: 'mailto:team@example.org' },
    { input: 'example.org', href: 'https://example.org/' },
    { input: 'www.fondation.fr/dons?x=1', href: 'https://www.fondation.fr/dons?x=1' },
  ])('takes $input', ({ input, href }) => {
    expect(linkHref(input)).toBe(href)
  })

  it.each(['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://example.org', '/blog/abc', '//example.org', 'http://', 'mailto:', 'not a link', 'tel:+33123', 'file:///etc/passwd'])(
    'refuses %j',
    (input) => {
      expect(linkHref(input)).toBeNull()
    },
  )
})

describe('imageProblem', () => {
  const file = (type: string, size = 1000) => ({ name: 'photo.x', type, size })

  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif'])('takes %s', (type) => {
    expect(imageProblem(file(type))).toBeNull()
  })

  it('refuses other types and files over 5 MB', () => {
    expect(imageProblem(file('application/pdf'))).toBe('photo.x is not a PNG, JPEG, WebP, SVG or GIF image.')
    expect(imageProblem(file('image/heic'))).toMatch(/is not a PNG/)
    expect(imageProblem(file('image/png', 5 * 1024 * 1024))).toBeNull()
    expect(imageProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe('photo.x is larger than 5 MB.')
  })
})

describe('Paris time of an article', () => {
  it('shows a stored date as Paris wall-clock time, winter and summer', () => {
    expect(parisInput('2026-01-15 08:00:00.000Z')).toBe('2026-01-15T09:00')
    expect(parisInput('2026-07-15 08:00:00.000Z')).toBe('2026-07-15T10:00')
    expect(parisInput('2026-03-05 23:30:00.000Z')).toBe('2026-03-06T00:30')
    expect(parisInput('')).toBe('')
    expect(parisInput('nonsense')).toBe('')
  })

  it('stores a Paris time in UTC, keeps an unchanged one, clears an empty one', () => {
    expect(storedParis('2026-01-15T09:00', '')).toBe('2026-01-15 08:00:00.000Z')
    expect(storedParis('2026-07-15T10:00', '')).toBe('2026-07-15 08:00:00.000Z')
    // The last Sunday of March at 02:30 does not exist in Paris: the clocks go from 02:00 to 03:00.
    expect(storedParis('2026-03-29T02:30', '')).toBe('2026-03-29 01:30:00.000Z')
    // The last Sunday of October, 02:30 happens twice; either is a fair reading.
    expect(['2026-10-25 00:30:00.000Z', '2026-10-25 01:30:00.000Z']).toContain(storedParis('2026-10-25T02:30', ''))
    const stored = '2026-03-05 10:23:41.512Z'
    expect(storedParis('2026-03-05T11:23', stored)).toBe(stored)
    expect(storedParis('2026-03-05T11:24', stored)).toBe('2026-03-05 10:24:00.000Z')
    expect(storedParis('', stored)).toBe('')
  })

  it('reads back what it stores', () => {
    for (const input of ['2026-01-01T00:00', '2026-06-30T23:59', '2026-12-31T12:00']) expect(parisInput(storedParis(input, ''))).toBe(input)
  })
})

describe('the checks in French', () => {
  it('say why in the staff member’s language', () => {
    expect(parsePrice('', 'fr')).toEqual({ ok: false, error: 'Saisissez un prix.' })
    expect(parsePrice('12,999', 'fr')).toEqual({ ok: false, error: 'Deux décimales au plus (les centimes).' })
    expect(parsePrice('12,5', 'fr')).toEqual({ ok: true, euros: 12.5 })
    expect(imageProblem({ name: 'photo.x', type: 'application/pdf', size: 1 }, 'fr')).toBe('photo.x n’est pas une image PNG, JPEG, WebP, SVG ou GIF.')
    expect(imageProblem({ name: 'photo.x', type: 'image/png', size: 6 * 1024 * 1024 }, 'fr')).toBe('photo.x dépasse 5 Mo.')
  })
})
