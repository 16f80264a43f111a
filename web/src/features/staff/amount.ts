/**
 * Reads an amount typed in euros ("12,50", "12.5", "1 200") into cents; null
 * when it is not one. A comfort for the form only: the server checks again.
 */
export function eurosToCents(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number.parseFloat(cleaned) * 100)
}
