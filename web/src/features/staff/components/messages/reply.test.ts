import { describe, expect, it } from 'vitest'
import { replyLink } from './reply'

describe('replyLink', () => {
  it('quotes every line and escapes what a mail address or body could break', () => {
    const link = replyLink({
      kind: 'contact',
      id: 'abc',
      title: 'Message from Awa',
      name: 'Awa & co',
      email: 'awa+club@example.org',
      phone: '',
      message: 'Hello?\nSecond line & more',
      isRead: false,
      created: '2026-03-05 10:00:00.000Z',
    })
    expect(link.startsWith('mailto:awa%2Bclub%40example.org?subject=')).toBe(true)
    const body = decodeURIComponent(new URL(link).searchParams.get('body') ?? '')
    expect(body).toContain('> Hello?\n> Second line & more')
    expect(body).toContain('Awa & co wrote on')
  })

  it('names the order in an order notice reply', () => {
    const link = replyLink({ kind: 'order', id: 'o123', title: '', name: 'A', email: 'a@b.c', phone: '', message: 'x', isRead: true, created: '' })
    expect(new URL(link).searchParams.get('subject')).toBe('Your order o123')
  })
})
