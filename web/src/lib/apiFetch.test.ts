import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from './apiFetch'

const answer = (status: number, body: unknown, statusText = '') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText })

afterEach(() => vi.unstubAllGlobals())

describe('apiFetch', () => {
  it('GETs with the defined query values and returns the JSON', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { id: 'a' }))
    vi.stubGlobal('fetch', fetch)
    await expect(apiFetch('/api/x', { query: { fields: 'id,name', page: 2, filter: undefined } })).resolves.toEqual({ id: 'a' })
    expect(fetch).toHaveBeenCalledWith('/api/x?fields=id%2Cname&page=2', {
      method: 'GET',
      headers: { Accept: 'application/json' },
      body: undefined,
    })
  })

  it('POSTs a JSON body', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, {}))
    vi.stubGlobal('fetch', fetch)
    await apiFetch('/api/y', { method: 'POST', body: { a: 1 } })
    expect(fetch).toHaveBeenCalledWith('/api/y', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })

  it('rejects a non-2xx answer with its status and PocketBase error body', async () => {
    const body = { status: 400, message: 'Failed.', data: { email: { code: 'validation_is_email', message: 'x' } } }
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(400, body)))
    const error = await apiFetch('/api/z').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: 'Failed.', response: body })
  })

  it('names a non-JSON failure by its status text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(502, '<html>', 'Bad Gateway')))
    await expect(apiFetch('/api/z')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', response: {} })
  })

  it('gives status 0 when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(apiFetch('/api/z')).rejects.toMatchObject({ status: 0, message: 'The server could not be reached. Check your connection.' })
  })
})
