import type { ExportFormat } from '../../api/downloadExport'
import { useStaffWords } from '../../language'
import { exportMessages } from './messages'

/** The spreadsheet a file is for: French throughout (column names and words), or international. */
const formats = ['fr', 'intl'] as const

/** The choice of an export's format (?format=), with the server's refusal under it. */
export function FormatChoice({ name, value, onChange, error }: { name: string; value: ExportFormat; onChange: (f: ExportFormat) => void; error?: string }) {
  const t = useStaffWords(exportMessages)
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{t.spreadsheet}</legend>
      {formats.map((format) => (
        <label key={format} className="mt-1 flex items-start gap-2 text-sm text-slate-700">
          <input type="radio" name={name} value={format} checked={value === format} onChange={() => onChange(format)} className="mt-1" />
          {t.formats[format]}
        </label>
      ))}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}
