// Copy for a result held as a Blob (big JSON from the worker): the text is read only when the user asks for it,
// so a 20 MB string is never built on the main thread just in case.
import { Copy } from 'lucide-react'
import { copyText } from '../../lib/clipboard'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

export function CopyBlobButton({ blob, what }: { blob: Blob; what: string }) {
  const onClick = async () => {
    const ok = await copyText(await blob.text())
    if (ok) notify({ type: 'success', title: 'Copied!', description: `${what} copied to clipboard` })
    else notify({ type: 'error', title: 'Failed to copy', description: 'Please try again' })
  }
  return (
    <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={onClick}>
      <Copy aria-hidden />
      Copy
    </button>
  )
}
