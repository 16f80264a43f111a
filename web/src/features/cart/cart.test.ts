import { describe, expect, it } from 'vitest'
import type { Product } from '../products'
import { addItem, emptyCart, lineTotal, parseCart, reconcile, removeItem, setQuantity, withTotals } from './cart'

const mug: Product = {
  id: 'mug',
  collectionId: 'pbc_products',
  collectionName: 'products',
  name: 'Foundation Mug',
  description: 'A mug',
  price: 12.9,
  category: 'Mug',
  galleries: ['mug_1.png'],
  sizes: ['350 ml', '450 ml'],
  colors: ['White', 'Navy'],
}
const pen: Product = { ...mug, id: 'pen', name: 'Pen Set', price: 7.5, sizes: ['Set of 3'], colors: ['Blue'] }

describe('totals', () => {
  it.each([
    [[], 0, 0, 0],
    [[{ price: 12.9, quantity: 2 }], 25.8, 2.58, 28.38],
    [[{ price: 0.1, quantity: 3 }], 0.3, 0.03, 0.33],
    [[{ price: 12.95, quantity: 1 }], 12.95, 1.3, 14.25], // 1.295 rounds up to 1.30, as on the server
    [[{ price: 12.9, quantity: 2 }, { price: 24, quantity: 1 }], 49.8, 4.98, 54.78],
  ])('%j', (lines, total, tax, totalWithTax) => {
    const items = lines.map((l, i) => ({ ...mug, id: `p${i}`, size: '', color: '', ...l }))
    expect(withTotals(items)).toEqual({ items, total, tax, totalWithTax })
  })

  it('line total in cents', () => {
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3)
    expect(lineTotal({ price: 19.99, quantity: 99 })).toBe(1979.01)
  })
})

describe('lines', () => {
  it('adds, and adding the same product, size and colour replaces its quantity', () => {
    let cart = addItem(emptyCart, mug, '350 ml', 'White', 2)
    cart = addItem(cart, mug, '450 ml', 'White', 1)
    expect(cart.items).toHaveLength(2)
    cart = addItem(cart, mug, '350 ml', 'White', 5)
    expect(cart.items.map((i) => [i.size, i.quantity])).toEqual([
      ['350 ml', 5],
      ['450 ml', 1],
    ])
    expect(cart.total).toBe(77.4)
  })

  it('keeps quantities between 1 and 99', () => {
    let cart = addItem(emptyCart, pen, 'Set of 3', 'Blue', 1)
    cart = setQuantity(cart, cart.items[0]!, 0)
    expect(cart.items[0]!.quantity).toBe(1)
    cart = setQuantity(cart, cart.items[0]!, -4)
    expect(cart.items[0]!.quantity).toBe(1)
    cart = setQuantity(cart, cart.items[0]!, 500)
    expect(cart.items[0]!.quantity).toBe(99)
    expect(addItem(emptyCart, pen, 'Set of 3', 'Blue', 0).items[0]!.quantity).toBe(1)
  })

  it('removes one line only', () => {
    let cart = addItem(addItem(emptyCart, mug, '350 ml', 'White', 1), pen, 'Set of 3', 'Blue', 2)
    cart = removeItem(cart, { id: 'mug', size: '350 ml', color: 'White' })
    expect(cart.items.map((i) => i.id)).toEqual(['pen'])
    expect(cart.totalWithTax).toBe(16.5)
  })
})

describe('parseCart', () => {
  const stored = JSON.stringify(addItem(emptyCart, mug, '350 ml', 'Navy', 3))

  it('reads a stored cart and recomputes its totals', () => {
    const tampered = JSON.stringify({ ...JSON.parse(stored), total: 1, tax: 0, totalWithTax: 1 })
    const cart = parseCart(tampered)
    expect(cart.items).toHaveLength(1)
    expect(cart.total).toBe(38.7)
    expect(cart.totalWithTax).toBe(42.57)
  })

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['corrupt JSON', '{"items":[{'],
    ['a number', '42'],
    ['an array (older format)', JSON.stringify([{ id: 'mug', qty: 1 }])],
    ['items not a list', '{"items":"mug"}'],
    ['null', 'null'],
  ])('%s is an empty cart', (_, raw) => {
    expect(parseCart(raw)).toEqual(emptyCart)
  })

  it('drops malformed lines and duplicate lines', () => {
    const good = JSON.parse(stored).items[0]
    const raw = JSON.stringify({
      items: [
        good,
        { ...good, quantity: 0 },
        { ...good, quantity: 1.5 },
        { ...good, price: '12.90' },
        { ...good, id: '' },
        { ...good, size: undefined },
        { ...good, galleries: 'x.png' },
        { ...good },
        'mug',
      ],
    })
    expect(parseCart(raw).items).toEqual([good])
  })
})

describe('reconcile', () => {
  it('drops lines of products that no longer exist and refreshes prices', () => {
    const cart = addItem(addItem(emptyCart, mug, '350 ml', 'White', 2), pen, 'Set of 3', 'Blue', 1)
    const result = reconcile(cart, [{ ...mug, price: 10 }])
    expect(result.dropped.map((i) => i.name)).toEqual(['Pen Set'])
    expect(result.cart.items).toHaveLength(1)
    expect(result.cart.items[0]).toMatchObject({ price: 10, quantity: 2, size: '350 ml' })
    expect(result.cart.total).toBe(20)
  })

  it('leaves an up-to-date cart as it is', () => {
    const cart = addItem(emptyCart, mug, '350 ml', 'White', 2)
    const result = reconcile(cart, [mug, pen])
    expect(result.changed).toBe(false)
    expect(result.cart).toBe(cart)
  })
})
