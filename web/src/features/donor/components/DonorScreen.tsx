import { useState } from 'react'
import { useDocumentTitle } from '../../../lib/useDocumentTitle'
import { useDonorSession } from '../hooks/useDonorSession'
import { DonorSpace } from './DonorSpace'
import { ErasedScreen } from './ErasedScreen'
import { SignInScreen } from './SignInScreen'

/** /donor: the sign-in until a donor is signed in, then their space; after an erasure, its confirmation. */
export function DonorScreen() {
  useDocumentTitle('My giving')
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
