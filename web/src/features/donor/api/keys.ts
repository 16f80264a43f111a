/** The donor space's cached queries: every key starts with 'donor', which signing out forgets. */
export const donorKeys = {
  all: ['donor'] as const,
  /** Every gifts list, read with any token: what an action's answer updates. */
  gifts: ['donor', 'gifts'] as const,
  /** The signed-in donor's gifts, read again for each new token. */
  giftsOf: (token: string) => ['donor', 'gifts', token] as const,
  details: (token: string) => ['donor', 'details', token] as const,
}
