import { pb } from '../../../lib/pocketbase'

/**
 * Calls `onChange` whenever a blog entry is created, updated or deleted.
 * Resolves to the function that stops listening.
 */
export function subscribeBlogs(onChange: () => void): Promise<() => Promise<void>> {
  return pb.collection('blogs').subscribe('*', onChange)
}
