import { describe, expect, it } from 'vitest'
import { inLocale, localeOf, otherLocale, withoutLocale } from './locale'
import { plural } from './plural'

describe('the language of an address', () => {
  it.each([
    ['/', 'en'],
    ['/blog', 'en'],
    ['/francais', 'en'],
    ['/fr', 'fr'],
    ['/fr/', 'fr'],
    ['/FR/blog', 'fr'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeOf(path)).toBe(locale)
  })

  it('moves a page between the languages', () => {
    expect(withoutLocale('/fr/blog/abc')).toBe('/blog/abc')
    expect(withoutLocale('/fr')).toBe('/')
    expect(withoutLocale('/blog')).toBe('/blog')
    expect(inLocale('/blog', 'fr')).toBe('/fr/blog')
    expect(inLocale('/', 'fr')).toBe('/fr/')
    expect(inLocale('/blog', 'en')).toBe('/blog')
    expect(otherLocale('fr')).toBe('en')
  })
})

describe('plural', () => {
  const gifts = { one: (n: number) => `${n} don`, other: (n: number) => `${n} dons` }
  it('counts as French does: 0 and 1 are singular', () => {
    expect(plural('fr', 0, gifts)).toBe('0 don')
    expect(plural('fr', 1, gifts)).toBe('1 don')
    expect(plural('fr', 2, gifts)).toBe('2 dons')
    expect(plural('en', 0, { one: (n) => `${n} gift`, other: (n) => `${n} gifts` })).toBe('0 gifts')
  })
})
