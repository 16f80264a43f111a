import type { ExportFormat } from '../../api/downloadExport'

/** The spreadsheet a file is for: French throughout (column names and words), or international. */
const formats = [
  ['fr', 'French: French words, 1 234,50, 31/01/2026'],
  ['intl', 'International: English words, 1234.50, 2026-01-31'],
] as const

/** The choice of an export's format (?format=), with the server's refusal under it. */
export function FormatChoice({ name, value, onChange, error }: { name: string; value: ExportFormat; onChange: (f: ExportFormat) => void; error?: string }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Spreadsheet</legend>
      {formats.map(([format, label]) => (
        <label key={format} className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <input type="radio" name={name} value={format} checked={value === format} onChange={() => onChange(format)} className="mt-1" />
          {label}
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}
