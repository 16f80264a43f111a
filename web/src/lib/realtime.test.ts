import { describe, expect, it, vi } from 'vitest'
import { subscribeToChanges } from './realtime'

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeStream extends EventTarget {
  static last: FakeStream
  closed = false
  constructor(readonly url: string) {
    super()
    FakeStream.last = this
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
  close() {
    this.closed = true
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('subscribeToChanges', () => {
  it('subscribes each connection to the collection and reports changes and (re)connections', async () => {
    vi.stubGlobal('EventSource', FakeStream)
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    const onChange = vi.fn()

    const stop = subscribeToChanges('blogs', onChange)
    const stream = FakeStream.last
    expect(stream.url).toBe('/api/realtime')

    stream.send('PB_CONNECT', { clientId: 'first' })
    await settle()
    expect(fetch).toHaveBeenLastCalledWith('/api/realtime', expect.objectContaining({ method: 'POST', body: '{"clientId":"first","subscriptions":["blogs/*"]}' }))
    expect(onChange).toHaveBeenCalledTimes(1)

    stream.send('blogs/*', { action: 'create', record: { id: 'x' } })
    expect(onChange).toHaveBeenCalledTimes(2)

    stream.send('PB_CONNECT', { clientId: 'second' })
    await settle()
    expect(fetch).toHaveBeenLastCalledWith('/api/realtime', expect.objectContaining({ body: '{"clientId":"second","subscriptions":["blogs/*"]}' }))
    expect(onChange).toHaveBeenCalledTimes(3)

    stop()
    expect(stream.closed).toBe(true)
  })

  it('stays quiet when the subscription is refused', async () => {
    vi.stubGlobal('EventSource', FakeStream)
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 403 })))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onChange = vi.fn()

    subscribeToChanges('blogs', onChange)
    FakeStream.last.send('PB_CONNECT', { clientId: 'c' })
    await settle()
    expect(onChange).not.toHaveBeenCalled()
    expect(console.warn).toHaveBeenCalled()
  })
})
