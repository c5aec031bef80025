// Long outputs are shown cut to their first 20,000 characters (Copy and Download still give all of it), with a
// note saying so.
import { looks } from '../../kit/styles'

const PREVIEW_CHARS = 20_000

export function shown(output: string) {
  return output.length > PREVIEW_CHARS ? `${output.slice(0, PREVIEW_CHARS)}…` : output
}

export function TruncationNote({ output }: { output: string }) {
  if (output.length <= PREVIEW_CHARS) return null
  return (
    <p className={looks.mutedSmall}>
      Showing the first {PREVIEW_CHARS.toLocaleString('en')} of {output.length.toLocaleString('en')} characters. Copy
      and Download give the whole text.
    </p>
  )
}
