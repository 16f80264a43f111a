/** Label–value pairs; the empty ones are left out. */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
