import { afterEach, describe, expect, it } from 'vitest'
import { embedJSONScript } from '../test/jsonScript'
import { initialData, recordWithId, resetInitialData } from './initialData'

const embed = (text: string) => embedJSONScript('initial-data', text)

const byId = (id: string) => recordWithId<{ id: string }>(id)

describe('initialData', () => {
  afterEach(() => {
    document.getElementById('initial-data')?.remove()
    resetInitialData()
  })

  it('gives the embedded record to the screen it belongs to', () => {
    embed('{"key":"blogs.detail","data":{"id":"a1","title":"</script> and \\"quotes\\""}}')
    expect(initialData('blogs.detail', byId('a1'))).toEqual({ id: 'a1', title: '</script> and "quotes"' })
  })

  it('gives nothing for another key, another record, no script or broken JSON', () => {
    embed('{"key":"blogs.detail","data":{"id":"a1"}}')
    expect(initialData('products.detail', byId('a1'))).toBeUndefined()
    expect(initialData('blogs.detail', byId('b2'))).toBeUndefined()
    document.getElementById('initial-data')?.remove()
    resetInitialData()
    expect(initialData('blogs.detail', byId('a1'))).toBeUndefined()
    embed('{not json')
    resetInitialData()
    expect(initialData('blogs.detail', byId('a1'))).toBeUndefined()
  })
})
