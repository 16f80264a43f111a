import PocketBase from 'pocketbase'

/** A PocketBase client signed in as the tests' superuser, to check what the server stored. */
export async function adminClient(baseURL: string): Promise<PocketBase> {
  const pb = new PocketBase(baseURL)
  pb.autoCancellation(false)
  await pb
    .collection('_superusers')
    .authWithPassword(process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '')
  return pb
}
