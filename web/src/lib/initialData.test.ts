import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { embedJSONScript } from '../test/jsonScript'
import { parseServedQueries, resetServedQueries, seedServedQueries, servedQueries } from './initialData'

describe('served queries', () => {
  afterEach(() => {
    document.getElementById('initial-data')?.remove()
    resetServedQueries()
  })

  it('puts the embedded answers in the cache under their keys, once', () => {
    embedJSONScript('initial-data', '[[["blogs","detail","a1"],{"id":"a1","title":"</script> and \\"quotes\\""}]]')
    const client = new QueryClient()
    seedServedQueries(client)
    expect(client.getQueryData(['blogs', 'detail', 'a1'])).toEqual({ id: 'a1', title: '</script> and "quotes"' })
    client.clear()
    seedServedQueries(client)
    expect(client.getQueryData(['blogs', 'detail', 'a1'])).toBeUndefined()
  })

  it('reads nothing from no script, broken JSON or another shape', () => {
    expect(parseServedQueries(undefined)).toEqual([])
    expect(parseServedQueries('{not json')).toEqual([])
    expect(parseServedQueries('{"key":"blogs.detail","data":{}}')).toEqual([])
    expect(parseServedQueries('[["blogs"],[["a"],1]]')).toEqual([[['a'], 1]])
  })

  it('gives back what the cache answered, and only that', async () => {
    const client = new QueryClient()
    await client.fetchQuery({ queryKey: ['products', 'detail', 'p1'], queryFn: () => ({ id: 'p1' }) })
    await client.fetchQuery({ queryKey: ['products', 'detail', 'gone'], queryFn: () => Promise.reject(new Error('404')) }).catch(() => undefined)
    expect(servedQueries(client)).toEqual([[['products', 'detail', 'p1'], { id: 'p1' }]])
  })
})
