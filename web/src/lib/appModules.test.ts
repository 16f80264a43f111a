import { afterEach, describe, expect, it } from 'vitest'
import { embedJSONScript } from '../test/jsonScript'
import { preloadAppModules } from './appModules'

const list = (text: string) => embedJSONScript('app-modules', text)

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.hasAttribute('crossorigin'),
  ])

describe('preloadAppModules', () => {
  afterEach(() => {
    document.getElementById('app-modules')?.remove()
    document.head.querySelectorAll('link').forEach((link) => link.remove())
  })

  it('preloads each listed module as the app will import it', () => {
    list('["/assets/start-1.js","/assets/blog-article-2.js"]')
    preloadAppModules()
    expect(preloaded()).toEqual([
      ['/assets/start-1.js', true],
      ['/assets/blog-article-2.js', true],
    ])
  })

  it('preloads nothing without a list, from a broken one, or outside the assets', () => {
    preloadAppModules()
    list('{not json')
    preloadAppModules()
    document.getElementById('app-modules')?.remove()
    list('["https://elsewhere.example/x.js", 3, "/assets/ok.js"]')
    preloadAppModules()
    expect(preloaded()).toEqual([['/assets/ok.js', true]])
  })
})
