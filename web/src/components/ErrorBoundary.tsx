import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from './Button'

type Props = { children: ReactNode; resetKey: string }
type State = { failed: boolean; resetKey: string }

/** Catches a screen that fails to render or to load (e.g. a bundle replaced by a new deployment). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Navigating elsewhere gives the next screen a fresh chance.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-slate-600">This page could not be displayed. Please reload it.</p>
        <Button
          type="button"
          onClick={() => window.location.reload()}
          size="md" className="mt-6"
        >
          Reload
        </Button>
      </main>
    )
  }
}
