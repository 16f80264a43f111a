import { useState } from 'react'
import { useDonorSession } from '../hooks/useDonorSession'
import { DonorSpace } from './DonorSpace'
import { ErasedScreen } from './ErasedScreen'
import { SignInScreen } from './SignInScreen'

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
    return <DonorSpace token={session.token} email={session.email} onSignOut={session.signOut} onErased={erase} />
  }
  return erased ? <ErasedScreen /> : <SignInScreen />
}
