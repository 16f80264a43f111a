import { useSyncExternalStore } from 'react'
import { emptyCart, parseCart, storageKey, type Cart } from './cart'

/**
 * The one cart of the tab, kept in localStorage and shared with other tabs
 * through the storage event. Components read it with useCart().
 */
let current: Cart | null = null
const listeners = new Set<() => void>()

function read(): Cart {
  try {
    return parseCart(window.localStorage.getItem(storageKey))
  } catch {
    return emptyCart // storage blocked (privacy mode): an empty, in-memory cart
  }
}

export function getCart(): Cart {
  current ??= read()
  return current
}

/** Replaces the cart, stores it and tells every reader. */
export function saveCart(cart: Cart): void {
  current = cart
  try {
    if (cart.items.length === 0) window.localStorage.removeItem(storageKey)
    else window.localStorage.setItem(storageKey, JSON.stringify(cart))
  } catch {
    // Full or blocked storage: the cart still works for this visit.
  }
  listeners.forEach((notify) => notify())
}

export function updateCart(change: (cart: Cart) => Cart): void {
  saveCart(change(getCart()))
}

export function clearCart(): void {
  saveCart(emptyCart)
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKey) return
  current = read()
  listeners.forEach((notify) => notify())
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, () => emptyCart)
}
