import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './RichTextEditor'

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror measures a range to scroll the selection into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= noRects
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
})

function setup(initial: string) {
  const onChange = vi.fn<(html: string) => void>()
  render(<RichTextEditor id="body" label="Article body" initial={initial} onChange={onChange} />)
  return { onChange, body: screen.getByRole('textbox', { name: 'Article body' }) }
}

describe('rich-text editor', () => {
  it('formats the text and says which formats are on', async () => {
    const u = userEvent.setup()
    const { onChange } = setup('<p>Hello</p>')
    await u.click(screen.getByRole('button', { name: 'H2, Heading 2' }))
    expect(onChange).toHaveBeenLastCalledWith('<h2>Hello</h2>')
    expect(screen.getByRole('button', { name: 'H2, Heading 2' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'H3, Heading 3' })).toHaveAttribute('aria-pressed', 'false')
    await u.click(screen.getByRole('button', { name: 'Quote' }))
    expect(onChange).toHaveBeenLastCalledWith('<blockquote><h2>Hello</h2></blockquote>')
    // Quick changes are one step of the history.
    await u.click(screen.getByRole('button', { name: 'Undo' }))
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>')
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'false')
  })

  it('links to http(s) and mailto addresses only', async () => {
    const u = userEvent.setup()
    const { onChange } = setup('<p>Hello</p>')
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('javascript:alert(1)')
    await u.click(screen.getByRole('button', { name: 'Link' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Links must be web addresses (http:// or https://) or email addresses (mailto:).')
    expect(onChange).not.toHaveBeenCalled()

    prompt.mockReturnValue('example.org')
    await u.click(screen.getByRole('button', { name: 'Link' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">example.org</a>'))
  })

  it('drops what the site would not keep from pasted or stored HTML', () => {
    const { body } = setup('<h1>Title</h1><p><img src="x.png"><a href="javascript:alert(1)">bad</a> <a href="https://ok.org">ok</a></p>')
    expect(body.innerHTML).not.toContain('<img')
    expect(body.innerHTML).not.toContain('javascript:')
    expect(body.innerHTML).not.toContain('<h1')
    expect(body.innerHTML).toContain('href="https://ok.org"')
  })

  it('moves along its toolbar with the arrow keys', async () => {
    const u = userEvent.setup()
    setup('')
    await u.tab()
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus()
    await u.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus()
    await u.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus()
    await u.keyboard('{Home}')
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus()
    await u.tab()
    expect(screen.getByRole('textbox', { name: 'Article body' })).toHaveFocus()
  })
})
