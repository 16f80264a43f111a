import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { ArticleEditor } from './ArticleEditor'

const records = '/api/collections/blogs/records'
/** Editors read an article, whatever its state, through the staff route. */
const staffRead = '/api/staff/articles'

const article = {
  id: 'art1',
  collectionId: 'pbc_blogs',
  collectionName: 'blogs',
  title: 'A school in Bamako',
  category: 'Education',
  duration: '5 min',
  description: '<p>The <strong>first</strong> class opened.</p>',
  createdAt: '2026-03-05 10:23:00.000Z',
  created: '2026-03-05 10:23:00.000Z',
  authorName: 'Awa',
  image: 'cover_x1.jpg',
  authorPhoto: '',
  status: 'published',
  pictures: [] as string[],
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }))
})

const render = (id: string) => renderScreen(<ArticleEditor />, { path: `/staff/articles/${id}`, route: '/staff/articles/:id' })

/** Opened again, the editor shows the article as saved, with no draft. */
async function reopensWithoutDraft(title: string) {
  render('art1')
  expect(await screen.findByLabelText('Title')).toHaveValue(title)
  expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument()
}

describe('article editor', () => {
  it('loads an article into the form, its body into a named rich-text editor', async () => {
    stubFetch((url) => (url.pathname === `${staffRead}/art1` ? { body: article } : undefined))
    render('art1')
    expect(await screen.findByLabelText('Title')).toHaveValue('A school in Bamako')
    expect(screen.getByLabelText('Category')).toHaveValue('Education')
    expect(screen.getByLabelText('Reading time')).toHaveValue('5 min')
    expect(screen.getByLabelText('Author name')).toHaveValue('Awa')
    expect(screen.getByLabelText('Date and time (Paris)')).toHaveValue('2026-03-05T11:23')
    expect(screen.getByRole('radio', { name: /^Published/ })).toBeChecked()
    const body = screen.getByRole('textbox', { name: 'Article body' })
    expect(body).toHaveAttribute('contenteditable', 'true')
    expect(body.innerHTML).toContain('<strong>first</strong>')
    expect(screen.getByRole('img', { name: 'Current cover image' })).toHaveAttribute('src', '/api/files/pbc_blogs/art1/cover_x1.jpg?thumb=400x300')
    expect(screen.getByText('No author photo.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/blog/art1')

    const toolbar = screen.getByRole('toolbar', { name: 'Article body formatting' })
    for (const name of ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Bullet list', 'Numbered list', 'Quote', 'Link']) {
      expect(screen.getByRole('button', { name: new RegExp(`(^|, )${name}$`) })).toHaveAttribute('aria-pressed', 'false')
    }
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true')
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
  })

  it('saves the changed fields and images, keeping the stored time of an unchanged day', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/art1` && init?.method === 'PATCH') return { body: { ...article, title: 'A second school', image: '', authorPhoto: 'awa_y2.png' } }
      if (url.pathname === `${staffRead}/art1`) return { body: article }
      return undefined
    })
    render('art1')
    const title = await screen.findByLabelText('Title')
    await u.clear(title)
    await u.type(title, 'A second school')
    await u.click(screen.getByRole('button', { name: 'Remove cover image' }))
    expect(screen.getByText('The cover image will be removed when you save.')).toBeInTheDocument()
    await u.upload(screen.getByLabelText('Author photo'), new File(['png'], 'awa.png', { type: 'image/png' }))
    expect(screen.getByRole('img', { name: 'New author photo (not saved yet)' })).toHaveAttribute('src', 'blob:preview')
    await u.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    const body = init?.body as FormData
    expect(body.get('title')).toBe('A second school')
    expect(body.get('createdAt')).toBe('2026-03-05 10:23:00.000Z')
    expect(body.get('status')).toBe('published')
    expect(body.get('description')).toBe('<p>The <strong>first</strong> class opened.</p>')
    expect((body.get('authorPhoto') as File).name).toBe('awa.png')
    expect(body.getAll('@jsonPayload')).toEqual(['{"image":null}'])
    // The saved images are the current ones now.
    expect(screen.getByText('No cover image.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Current author photo' })).toHaveAttribute('src', '/api/files/pbc_blogs/art1/awa_y2.png?thumb=400x300')

    await u.type(screen.getByLabelText('Category'), 's')
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })

  it('keeps what was typed as a draft: reopened, it is back and says from when; Discard draft goes back to the article', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-05T13:30:00Z'), toFake: ['Date'] })
    const u = userEvent.setup()
    stubFetch((url) => (url.pathname === `${staffRead}/art1` ? { body: article } : undefined))
    const first = render('art1')
    await u.type(await screen.findByLabelText('Title'), ', part two')
    await u.type(screen.getByLabelText('Author name'), ' Diallo')
    expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument()
    first.unmount()

    const again = render('art1')
    expect(await screen.findByText(/Restored your unsaved draft/)).toHaveTextContent('Restored your unsaved draft from Mar 05, 2026, 14:30.')
    expect(screen.getByLabelText('Title')).toHaveValue('A school in Bamako, part two')
    expect(screen.getByLabelText('Author name')).toHaveValue('Awa Diallo')
    expect(screen.getByRole('textbox', { name: 'Article body' }).innerHTML).toContain('<strong>first</strong>')

    await u.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.getByRole('heading', { name: 'Edit article' })).toHaveFocus()
    expect(screen.getByLabelText('Title')).toHaveValue('A school in Bamako')
    expect(screen.getByLabelText('Author name')).toHaveValue('Awa')
    expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument()
    again.unmount()
    await reopensWithoutDraft('A school in Bamako')
  })

  it('forgets the draft once the article is saved', async () => {
    const u = userEvent.setup()
    let stored = article
    stubFetch((url, init) => {
      if (url.pathname !== `${records}/art1` && url.pathname !== `${staffRead}/art1`) return undefined
      if (init?.method === 'PATCH') stored = { ...article, title: 'A school in Bamako, part two' }
      return { body: stored }
    })
    const first = render('art1')
    await u.type(await screen.findByLabelText('Title'), ', part two')
    first.unmount()
    const again = render('art1')
    expect(await screen.findByText(/Restored your unsaved draft/)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.queryByText(/Restored your unsaved draft/)).not.toBeInTheDocument()
    again.unmount()
    await reopensWithoutDraft('A school in Bamako, part two')
  })

  it('asks for a title before saving a new article, and shows the server’s refusal', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) =>
      url.pathname === records && init?.method === 'POST' ? { status: 403, body: { status: 403, message: 'Only editors may change articles.', data: {} } } : undefined,
    )
    render('new')
    expect(screen.getByRole('heading', { name: 'New article' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete article' })).not.toBeInTheDocument()
    // A new article is a draft until someone publishes it.
    expect(screen.getByRole('radio', { name: /^Draft/ })).toBeChecked()
    expect(screen.getByRole('button', { name: /^Picture/ })).toHaveAttribute('aria-disabled', 'true')
    await u.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(screen.getByText('Give the article a title.')).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()

    await u.type(screen.getByLabelText('Title'), 'News')
    await u.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only editors may change articles.'))
    expect(screen.getByLabelText('Title')).toHaveValue('News')
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      title: 'News',
      category: '',
      duration: '',
      authorName: '',
      status: 'draft',
      createdAt: '',
      description: '',
    })
  })

  it('saves a draft, then schedules it for a Paris time, the button and the state saying what happens', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-05T13:30:00Z'), toFake: ['Date'] })
    const u = userEvent.setup()
    let stored = { ...article, status: 'draft', createdAt: '' }
    const fetch = stubFetch((url, init) => {
      if (url.pathname !== `${records}/art1` && url.pathname !== `${staffRead}/art1`) return undefined
      if (init?.method === 'PATCH') stored = { ...stored, ...(JSON.parse(String(init.body)) as Partial<typeof stored>) }
      return { body: stored }
    })
    render('art1')
    expect(await screen.findByText(/^Now:/)).toHaveTextContent('Now: Draft')
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', '/staff/preview/articles/art1')
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument()

    await u.click(screen.getByRole('radio', { name: /^Published/ }))
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument()
    await u.type(screen.getByLabelText('Date and time (Paris)'), '2026-03-10T09:00')
    await u.click(screen.getByRole('button', { name: 'Schedule' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'published', createdAt: '2026-03-10 08:00:00.000Z' })
    expect(screen.getByText(/^Now:/)).toHaveTextContent('Now: Scheduled for Mar 10, 2026, 09:00')
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  // The caret stayed on the picture just inserted: typing replaced it (issue 44). Alt text was asked in prompt().
  it('inserts a picture uploaded to the article into the body, its text asked in the app’s dialog, the caret after it', async () => {
    const u = userEvent.setup()
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
    Range.prototype.getClientRects ??= noRects
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
    const prompt = vi.spyOn(window, 'prompt')
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/art1` && init?.method === 'PATCH') return { body: { ...article, pictures: ['class_k3.jpg'] } }
      if (url.pathname === `${staffRead}/art1`) return { body: article }
      return undefined
    })
    render('art1')
    await screen.findByLabelText('Title')
    const picture = screen.getByRole('button', { name: /^Picture/ })
    expect(picture).toHaveAttribute('aria-disabled', 'false')
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept^="image/png"][hidden]')
    if (!input) throw new Error('no picture input')
    // The caret at the end of the body, where one adds a picture after the text.
    const body = screen.getByRole('textbox', { name: 'Article body' })
    body.focus()
    const last = body.querySelector('p')!.lastChild!
    window.getSelection()!.collapse(last, last.textContent!.length)
    document.dispatchEvent(new Event('selectionchange'))
    await u.upload(input, new File(['jpg'], 'class.jpg', { type: 'image/jpeg' }))
    const dialog = await screen.findByRole('dialog', { name: 'Describe the picture' })
    const alt = within(dialog).getByRole('textbox', { name: 'Text for readers who cannot see it' })
    expect(alt).toHaveAccessibleDescription('What class.jpg shows, in a sentence. Leave it empty for a decoration.')
    await u.type(alt, 'Pupils in the new class{Enter}')
    expect(dialog).not.toBeInTheDocument()
    expect(prompt).not.toHaveBeenCalled()
    await waitFor(() => expect(body.querySelector('img')).toHaveAttribute('src', '/api/files/blogs/art1/class_k3.jpg'))
    expect(body.querySelector('img')).toHaveAttribute('alt', 'Pupils in the new class')
    // Not selected (what typing replaces): the caret is in the text after it.
    expect(body.querySelector('.ProseMirror-selectednode')).toBeNull()
    expect(window.getSelection()?.anchorNode && body.contains(window.getSelection()!.anchorNode)).toBe(true)
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    expect(((init?.body as FormData).get('pictures+') as File).name).toBe('class.jpg')
    // The dialog's Enter answered the dialog only: the article itself was not saved with it.
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1)
    // Saved, the body carries the picture.
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const save = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH').at(-1)?.[1]
    expect((JSON.parse(String(save?.body)) as { description: string }).description).toContain(
      '<img src="/api/files/blogs/art1/class_k3.jpg" alt="Pupils in the new class">',
    )
  })

  // The Picture button of a new article was greyed, why only in a hover tooltip (issue 44).
  it('says in visible text why a new article takes no picture yet', async () => {
    render('new')
    const why = await screen.findByText('Pictures are kept with the article: save it once (Save draft, below) to add them.')
    expect(why).toBeVisible()
    expect(screen.getByRole('button', { name: /^Picture/ })).toHaveAccessibleDescription(why.textContent ?? '')
  })

  // A scheduled article had no "Publish now": the editor had to guess that clearing the date meant now (issue 44).
  it('publishes a scheduled article now, and then says since when it is published', async () => {
    const u = userEvent.setup()
    vi.useFakeTimers({ now: new Date('2026-03-05T09:00:00Z'), toFake: ['Date'] })
    let stored = { ...article, status: 'published', createdAt: '2026-04-01 07:00:00.000Z' }
    const fetch = stubFetch((url, init) => {
      if (url.pathname !== `${records}/art1` && url.pathname !== `${staffRead}/art1`) return undefined
      if (init?.method === 'PATCH') {
        const sent = JSON.parse(String(init.body)) as Partial<typeof stored>
        // The server dates an article published without a date now (internal/content datePublication).
        stored = { ...stored, ...sent, createdAt: sent.createdAt || '2026-03-05 09:00:00.000Z' }
      }
      return { body: stored }
    })
    render('art1')
    expect(await screen.findByText(/^Now:/)).toHaveTextContent('Now: Scheduled for Apr 01, 2026, 09:00')
    expect(screen.getByText('The site shows it as Apr 01, 2026.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Publish now' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'published', createdAt: '' })
    expect(screen.getByText(/^Now:/)).toHaveTextContent('Now: Published since Mar 05, 2026, 10:00')
    expect(screen.getByLabelText('Date and time (Paris)')).toHaveValue('2026-03-05T10:00')
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  it('speaks French to an editor who chose it: fields, publishing, images, toolbar, dates', async () => {
    stubFetch((url) => (url.pathname === `${staffRead}/art1` ? { body: article } : undefined))
    renderScreen(<StaffLanguage.Provider value="fr"><ArticleEditor /></StaffLanguage.Provider>, { path: '/staff/articles/art1', route: '/staff/articles/:id' })
    expect(await screen.findByLabelText('Titre')).toHaveValue('A school in Bamako')
    expect(screen.getByRole('heading', { level: 1, name: 'Modifier l’article' })).toBeInTheDocument()
    expect(screen.getByLabelText('Temps de lecture')).toHaveValue('5 min')
    expect(screen.getByLabelText('Date et heure (Paris)')).toHaveValue('2026-03-05T11:23')
    expect(screen.getByRole('radio', { name: /^Publié/ })).toBeChecked()
    expect(screen.getByText('depuis le 5 mars 2026 à 11:23')).toBeInTheDocument()
    expect(screen.getByText('Le site l’affiche ainsi : 5 mars 2026.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Image de couverture actuelle' })).toBeInTheDocument()
    expect(screen.getByText('Aucune photo de l’auteur.')).toBeInTheDocument()
    expect(screen.getByRole('toolbar', { name: 'Mise en forme : Corps de l’article' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'T2, Titre 2' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Gras' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Voir sur le site/ })).toHaveAttribute('href', '/blog/art1')
    expect(screen.getByRole('button', { name: 'Supprimer l’article' })).toBeInTheDocument()
  })
})
