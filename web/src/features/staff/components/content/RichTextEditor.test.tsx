import { render, screen, within } from '@testing-library/react'
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

  /** Answers the link dialog with `address` (it starts with https:// selected). */
  async function link(u: ReturnType<typeof userEvent.setup>, address: string) {
    await u.click(screen.getByRole('button', { name: 'Link' }))
    const field = within(screen.getByRole('dialog', { name: 'Add a link' })).getByRole('textbox', { name: 'Link address' })
    expect(field).toHaveFocus()
    await u.clear(field)
    await u.type(field, `${address}{Enter}`)
  }

  // The address was asked in the browser's prompt() (issue 44): the app's own dialog asks it.
  it('links to http(s) and mailto addresses only, the address asked in the app’s dialog', async () => {
    const u = userEvent.setup()
    const { onChange } = setup('<p>Hello</p>')
    const prompt = vi.spyOn(window, 'prompt')
    await link(u, 'javascript:alert(1)')
    expect(screen.getByRole('alert')).toHaveTextContent('Links must be web addresses (http:// or https://) or email addresses (mailto:).')
    expect(onChange).not.toHaveBeenCalled()

    await link(u, 'example.org')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(prompt).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">example.org</a>'))
  })

  it('cancels the link dialog with Escape, changing nothing, the focus back on Link', async () => {
    const u = userEvent.setup()
    const { onChange } = setup('<p>Hello</p>')
    await u.click(screen.getByRole('button', { name: 'Link' }))
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
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
