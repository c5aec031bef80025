// Copy text and toast the outcome, for copy actions that are not a CopyButton (a swatch click, a keyboard action).
import { copyText } from '../lib/clipboard'
import { type Notice, notify } from '../ui/toaster'

export async function copyWithNotice(text: string, success: Notice, failure: Notice): Promise<boolean> {
  const ok = await copyText(text)
  notify(ok ? { type: 'success', ...success } : { type: 'error', ...failure })
  return ok
}
