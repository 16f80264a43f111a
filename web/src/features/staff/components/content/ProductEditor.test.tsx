import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, stubFetch } from '../../../../test/render'
import { StaffLanguage } from '../../language'
import { ProductEditor } from './ProductEditor'

const records = '/api/collections/products/records'

const mug = {
  id: 'mug1',
  collectionId: 'pbc_products',
  collectionName: 'products',
  name: 'Foundation mug',
  description: 'A white mug.',
  price: 12.9,
  category: 'Mug',
  galleries: ['front_a1.png', 'side_b2.png'],
  sizes: [],
  colors: ['White', 'Blue'],
}

/**
 * What a save sent: the JSON body, or the multipart form's fields (the SDK puts
 * texts as they are, lists and objects in JSON parts) and its files.
 */
function sent(init: RequestInit | undefined) {
  const body = init?.body
  if (!(body instanceof FormData)) return { json: JSON.parse(String(body)) as Record<string, unknown>, files: [] }
  const json: Record<string, unknown> = {}
  const files: [string, string][] = []
  for (const [key, value] of body.entries()) {
    if (value instanceof File) files.push([key, value.name])
    else if (key === '@jsonPayload') Object.assign(json, JSON.parse(value))
    else json[key] = value
  }
  return { json, files }
}

const picture = (name: string) => new File(['png'], name, { type: 'image/png' })

beforeEach(() => {
  let next = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() }))
})

const render = (id: string) => renderScreen(<ProductEditor />, { path: `/staff/products/${id}`, route: '/staff/products/:id' })

describe('product editor', () => {
  it('creates a product, then shows it saved at its own address', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === records && init?.method === 'POST') return { body: { ...mug, id: 'new1', galleries: ['photo_x.png'] } }
      if (url.pathname === `${records}/new1`) return { body: { ...mug, id: 'new1', galleries: ['photo_x.png'] } }
      return undefined
    })
    render('new')
    expect(screen.getByRole('heading', { name: 'New product' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument()

    await u.type(screen.getByLabelText('Name'), 'Foundation mug')
    await u.selectOptions(screen.getByLabelText('Category'), 'Mug')
    await u.type(screen.getByLabelText('Price (€)'), '12.999')
    await u.type(screen.getByLabelText('Sizes'), ' S, M,, M')
    await u.type(screen.getByLabelText('Colours'), 'White')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Use two decimals at most (cents).')).toBeInTheDocument()
    expect(screen.getByLabelText('Price (€)')).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()

    await u.clear(screen.getByLabelText('Price (€)'))
    await u.type(screen.getByLabelText('Price (€)'), '12,9')
    await u.upload(screen.getByLabelText('Add pictures'), picture('photo.png'))
    expect(screen.getByText('Main picture')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/products/new1')
    expect(screen.getByRole('heading', { name: 'Edit product' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', '/product/new1')

    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'POST') ?? []
    expect(sent(init)).toEqual({
      json: { name: 'Foundation mug', description: '', price: '12.9', category: 'Mug', sizes: ['S', 'M'], colors: ['White'] },
      files: [['galleries', 'photo.png']],
    })
  })

  it('keeps what was typed and shows the server’s words when a save is refused', async () => {
    const u = userEvent.setup()
    stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'PATCH') {
        return { status: 400, body: { status: 400, message: 'Failed to update record.', data: { price: { code: 'validation_min_number_constraint', message: 'Must be larger than 0.' } } } }
      }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    render('mug1')
    const name = await screen.findByLabelText('Name')
    expect(name).toHaveValue('Foundation mug')
    expect(screen.getByLabelText('Price (€)')).toHaveValue('12.90')
    expect(screen.getByLabelText('Colours')).toHaveValue('White, Blue')

    await u.type(name, ' XL')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Must be larger than 0.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')
    expect(screen.getByLabelText('Price (€)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name')).toHaveValue('Foundation mug XL')
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })

  it('removes a current picture and adds new ones after the kept ones', async () => {
    // The file picker lets staff pick any file ("All files"): the form still refuses what is no image.
    const u = userEvent.setup({ applyAccept: false })
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'PATCH') return { body: { ...mug, galleries: ['side_b2.png', 'back_c3.png'] } }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    render('mug1')
    const gallery = await screen.findByRole('list', { name: /Pictures/ })
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2)
    expect(within(gallery).getAllByRole('listitem')[0]).toHaveTextContent('Main picture')

    await u.click(screen.getByRole('button', { name: 'Remove picture 1' }))
    expect(screen.getByText(/1 picture will be deleted when you save/)).toBeInTheDocument()
    await u.upload(screen.getByLabelText('Add pictures'), [picture('back.png'), new File(['%PDF'], 'leaflet.pdf', { type: 'application/pdf' })])
    expect(screen.getByText('leaflet.pdf is not a PNG, JPEG, WebP, SVG or GIF image.')).toBeInTheDocument()
    const items = within(screen.getByRole('list', { name: /Pictures/ })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[1]).toHaveTextContent('(new)')

    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    const { json, files } = sent(init)
    // The kept picture by name (PocketBase deletes the one left out), then the upload.
    expect(json.galleries).toBe('side_b2.png')
    expect(files).toEqual([['galleries', 'back.png']])
    // The saved pictures are now the current ones.
    await waitFor(() => expect(screen.queryByText(/will be deleted when you save/)).not.toBeInTheDocument())
    expect(within(screen.getByRole('list', { name: /Pictures/ })).queryByText('(new)')).not.toBeInTheDocument()
  })

  it('moves a picture first, keeping the focus on its arrow, and saves the new order', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'PATCH') return { body: { ...mug, galleries: ['side_b2.png', 'front_a1.png'] } }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    render('mug1')
    const first = await screen.findByRole('button', { name: 'Move picture 1 earlier' })
    expect(first).toHaveAttribute('aria-disabled', 'true')
    await u.click(first)
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)

    await u.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }))
    const items = within(screen.getByRole('list', { name: /Pictures/ })).getAllByRole('listitem')
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', expect.stringContaining('side_b2.png'))
    expect(items[0]).toHaveTextContent('Main picture')
    // The moved picture's arrow keeps the focus, now at the first place where it can go no earlier.
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toHaveAttribute('aria-disabled', 'true')

    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    expect(sent(init).json.galleries).toEqual(['side_b2.png', 'front_a1.png'])
  })

  it('leaves the pictures alone when only the text changes', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'PATCH') return { body: { ...mug, name: 'Mug' } }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    render('mug1')
    await u.clear(await screen.findByLabelText('Name'))
    await u.type(screen.getByLabelText('Name'), 'Mug')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? []
    expect(sent(init).json).not.toHaveProperty('galleries')
  })

  it('leaves an untouched form without asking', async () => {
    const u = userEvent.setup()
    stubFetch((url) => (url.pathname === `${records}/mug1` ? { body: mug } : undefined))
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    render('mug1')
    await u.click(await screen.findByRole('link', { name: 'All products' }))
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/staff\/products$/))
    expect(confirm).not.toHaveBeenCalled()
  })

  it('keeps the page when the editor says no to leaving unsaved changes', async () => {
    const u = userEvent.setup()
    stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'PATCH') return { body: { ...mug, name: 'Foundation mug 2' } }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    const confirm = vi.fn(() => false)
    vi.stubGlobal('confirm', confirm)
    const unloadAsks = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    render('mug1')
    await u.type(await screen.findByLabelText('Name'), ' 2')
    expect(unloadAsks()).toBe(true)
    await u.click(screen.getByRole('link', { name: 'All products' }))
    expect(confirm).toHaveBeenCalledWith('Your changes are not saved. Leave this page anyway?')
    expect(screen.getByLabelText('Current page')).toHaveTextContent('/staff/products/mug1')
    expect(screen.getByLabelText('Name')).toHaveValue('Foundation mug 2')

    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(unloadAsks()).toBe(false)
    confirm.mockClear()
    await u.click(screen.getByRole('link', { name: 'All products' }))
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/staff\/products$/))
    expect(confirm).not.toHaveBeenCalled()
  })

  it('deletes after a confirm step and goes back to the list', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url, init) => {
      if (url.pathname === `${records}/mug1` && init?.method === 'DELETE') return { body: {} }
      if (url.pathname === `${records}/mug1`) return { body: mug }
      return undefined
    })
    render('mug1')
    await u.click(await screen.findByRole('button', { name: 'Delete product' }))
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    await u.click(screen.getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(screen.getByLabelText('Current page')).toHaveTextContent(/^\/staff\/products$/))
  })

  it('speaks French to an editor who chose it: checks, pictures, deletion', async () => {
    const u = userEvent.setup()
    const fetch = stubFetch((url) => (url.pathname === `${records}/mug1` ? { body: mug } : undefined))
    const french = (id: string) => renderScreen(<StaffLanguage.Provider value="fr"><ProductEditor /></StaffLanguage.Provider>, { path: `/staff/products/${id}`, route: '/staff/products/:id' })
    const first = french('new')
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeInTheDocument()
    expect(screen.getByText('Aucune image pour l’instant.')).toBeInTheDocument()
    await u.type(screen.getByLabelText('Prix (€)'), '-3')
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(screen.getByText('Donnez un nom au produit.')).toBeInTheDocument()
    expect(screen.getByText('Choisissez une catégorie.')).toBeInTheDocument()
    expect(screen.getByText('Le prix ne peut pas être négatif.')).toBeInTheDocument()
    expect(screen.getByText('Corrigez les champs signalés.')).toBeInTheDocument()
    expect(screen.getByLabelText('Nom')).toHaveFocus()
    expect(fetch).not.toHaveBeenCalled()
    first.unmount()

    french('mug1')
    expect(await screen.findByLabelText('Nom')).toHaveValue('Foundation mug')
    expect(screen.getByText('Image principale')).toBeInTheDocument()
    expect(screen.getByText('(2 sur 10)')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Retirer l’image 2' }))
    expect(screen.getByText(/^1 image sera supprimée à l’enregistrement\./)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Supprimer le produit' }))
    expect(screen.getByRole('group', { name: 'Supprimer ce produit' })).toHaveTextContent('Supprimer « Foundation mug » définitivement ?')
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus()
  })
})
