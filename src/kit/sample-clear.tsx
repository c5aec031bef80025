// The "Load Sample" and "Clear" pair over a tool's input: the same look and names on every tool.
import { FileText, X } from 'lucide-react'
import { button } from '../styled-system/recipes'

export function SampleClearActions({
  onSample,
  onClear,
  canClear,
  clearLabel = 'Clear',
}: {
  onSample: () => void
  onClear: () => void
  canClear: boolean
  clearLabel?: string
}) {
  return (
    <>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onSample}>
        <FileText aria-hidden /> Load Sample
      </button>
      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onClear} disabled={!canClear}>
        <X aria-hidden /> {clearLabel}
      </button>
    </>
  )
}
