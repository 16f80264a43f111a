import { Button } from './Button'

/** The spec's fetch failure message ("unable to retrieve the data") with a way to try again. */
export function FetchError({ onRetry, retrying, className = '' }: { onRetry: () => void; retrying: boolean; className?: string }) {
  return (
    <div role="alert" className={`mx-auto max-w-md rounded-2xl bg-red-50 p-8 text-center ring-1 ring-red-200 ${className}`.trim()}>
      <p className="font-semibold text-red-800">Impossible de récupérer les données</p>
      <Button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        size="md" className="mt-4"
      >
        {retrying ? 'Nouvel essai…' : 'Réessayer'}
      </Button>
    </div>
  )
}
