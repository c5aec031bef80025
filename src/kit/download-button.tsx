// Download generated text or a Blob under a fixed name, with the tool's toast; disabled without output.
import { Download } from 'lucide-react'
import { downloadBlob } from '../lib/download'
import { button } from '../styled-system/recipes'
import { type Notice, notify } from '../ui/toaster'

export interface DownloadButtonProps {
  filename: string | (() => string)
  data: string | Blob | null | (() => string | Blob | Promise<Blob>)
  mime?: string
  label?: string
  success?: Notice | null
  failure?: Notice
  disabled?: boolean
  size?: 'xs' | 'sm' | 'md'
  variant?: 'outline' | 'ghost' | 'solid'
  'aria-label'?: string
}

export function DownloadButton({
  filename,
  data,
  mime = 'text/plain;charset=utf-8',
  label = 'Download',
  success = { title: 'Downloaded!', description: 'File saved successfully' },
  failure = { title: 'Download failed', description: 'The file could not be created' },
  disabled,
  size = 'sm',
  variant = 'outline',
  ...rest
}: DownloadButtonProps) {
  const empty = data === null || data === '' || (data instanceof Blob && data.size === 0)
  const onClick = async () => {
    try {
      const value = typeof data === 'function' ? await data() : data
      if (value === null) return
      const blob = value instanceof Blob ? value : new Blob([value], { type: mime })
      downloadBlob(blob, typeof filename === 'function' ? filename() : filename)
      if (success) notify({ type: 'success', ...success })
    } catch {
      notify({ type: 'error', ...failure })
    }
  }
  return (
    <button
      type="button"
      className={button({ size, variant })}
      onClick={onClick}
      disabled={disabled ?? empty}
      aria-label={rest['aria-label']}
    >
      <Download aria-hidden />
      {label}
    </button>
  )
}
