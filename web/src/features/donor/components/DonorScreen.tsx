import { lazy, Suspense, useState } from 'react'
import { PageSpinner } from '../../../components/Spinner'
import { useDonorSession } from '../hooks/useDonorSession'
import { ErasedScreen } from './ErasedScreen'
import { SignInScreen } from './SignInScreen'

// The signed-in space (gifts, receipts, their forms, the PocketBase SDK) is its own chunk: most visits
// of /donor are a sign-in, whose first load stays within the pages' 110 KB (session.ts: no SDK before).
const DonorSpace = lazy(() => import('./DonorSpace').then(({ DonorSpace }) => ({ default: DonorSpace })))

/**
 * /donor: the sign-in until a donor is signed in, then their space; after an erasure, its confirmation.
 * Each is a screen of its own (useDocumentTitle): the one that replaces another takes the focus and is announced.
 */
export function DonorScreen() {
  const session = useDonorSession()
  const [erased, setErased] = useState(false)
  if (session.signedIn) {
    const erase = () => {
      setErased(true)
      session.signOut()
    }
    return (
      <Suspense fallback={<PageSpinner />}>
        <DonorSpace token={session.token} email={session.email} onSignOut={session.signOut} onErased={erase} />
      </Suspense>
    )
  }
  return erased ? <ErasedScreen /> : <SignInScreen />
}
