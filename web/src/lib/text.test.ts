import { describe, expect, it } from 'vitest'
import { cutText, excerpt, htmlToText } from './text'

const sentence =
  'Seven events over two days teach you that no single discipline wins a heptathlon. Consistency does. When I stepped off the track for the last time, I wanted to bring that lesson to young people who have the talent but not the means to train.'

describe('cutText', () => {
  it.each([
    [50, 'Seven events over two days teach you that no...'],
    [85, 'Seven events over two days teach you that no single discipline wins a heptathlon...'],
    [
      200,
      'Seven events over two days teach you that no single discipline wins a heptathlon. Consistency does. When I stepped off the track for the last time, I wanted to bring that lesson to young people who...',
    ],
  ])('cuts at the last space before %i characters', (limit, expected) => {
    const cut = cutText(sentence, limit)
    expect(cut).toBe(expected)
    expect(cut.length - 3).toBeLessThanOrEqual(limit)
  })

  it('keeps text that fits', () => {
    expect(cutText('Short text', 50)).toBe('Short text')
    expect(cutText('x'.repeat(85), 85)).toBe('x'.repeat(85))
  })

  it('cuts a word longer than the limit', () => {
    expect(cutText('a'.repeat(60), 50)).toBe(`${'a'.repeat(50)}...`)
  })
})

describe('htmlToText', () => {
  it('strips tags, decodes entities and folds spaces', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p>\n<ul><li>one</li></ul>')).toBe('Hello world one')
  })
  it('never runs markup', () => {
    expect(htmlToText('<img src=x onerror="throw 1">text')).toBe('text')
  })
})

describe('excerpt', () => {
  it('strips then cuts', () => {
    expect(excerpt(`<p>${sentence}</p>`, 50)).toBe('Seven events over two days teach you that no...')
  })
})
