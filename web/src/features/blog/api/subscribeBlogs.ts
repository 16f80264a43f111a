/**
 * Calls `onChange` whenever a blog entry is created, updated or deleted.
 * Resolves to the function that stops listening. Reads go through lib/records;
 * only this live subscription needs the PocketBase SDK (its realtime client),
 * so the SDK is downloaded after the list, never before it.
 */
export async function subscribeBlogs(onChange: () => void): Promise<() => Promise<void>> {
  const { pb } = await import('../../../lib/pocketbase')
  return pb.collection('blogs').subscribe('*', onChange)
}
