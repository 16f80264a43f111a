/** The spec's fetch failure message ("unable to retrieve the data") with a way to try again. */
export function FetchError({ onRetry, retrying, className = '' }: { onRetry: () => void; retrying: boolean; className?: string }) {
  return (
    <div role="alert" className={`mx-auto max-w-md rounded-2xl bg-red-50 p-8 text-center ring-1 ring-red-200 ${className}`.trim()}>
      <p className="font-semibold text-red-800">Impossible de récupérer les données</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 rounded-full bg-brand-700 px-5 py-2 text-sm font-bold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {retrying ? 'Nouvel essai…' : 'Réessayer'}
      </button>
    </div>
  )
}
