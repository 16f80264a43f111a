const usShortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Mar 05, 2024": the spec's US English date (short month, two-digit day, four-digit year). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value.replace(' ', 'T')) : value
  if (Number.isNaN(date.getTime())) return ''
  return usShortDate.format(date)
}
