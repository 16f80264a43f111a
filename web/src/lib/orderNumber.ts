/** How people read an order: "n° 1042", or its id for one without a number. */
export const orderLabel = (order: { id: string; number: number }) => (order.number > 0 ? `n° ${order.number}` : order.id)
