/** A sentence about what just happened, for a LiveNotice. */
export type Notice = { tone: 'success' | 'warning' | 'error'; text: string }

/** Hands a notice to the nearest LiveNotice (null clears it when a new action starts). */
export type OnNotice = (notice: Notice | null) => void
