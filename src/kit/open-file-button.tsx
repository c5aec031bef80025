// "Open file": a button that opens the file picker for a text tool, with the hidden input the e2e tests upload to.
import { FileUp } from 'lucide-react'
import { useRef } from 'react'
import { visuallyHidden } from '../styled-system/patterns'
import { button } from '../styled-system/recipes'

export function OpenFileButton({
  onFile,
  accept,
  inputLabel,
  buttonDetail,
  testId = 'file-input',
}: {
  onFile: (file: File) => void
  accept: string
  /** Accessible name of the hidden input. */
  inputLabel: string
  /** Words read after "Open file" when it alone is ambiguous (several on one page), e.g. "for the left side". */
  buttonDetail?: string
  testId?: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={() => ref.current?.click()}>
        <FileUp aria-hidden />
        Open file
        {buttonDetail && <span className={visuallyHidden()}> {buttonDetail}</span>}
      </button>
      <input
        ref={ref}
        type="file"
        hidden
        accept={accept}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}
