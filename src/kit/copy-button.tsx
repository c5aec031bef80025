// Copy to clipboard with the seed's toasts; disabled when there is nothing to copy.
import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { copyText } from '../lib/clipboard'
import { button } from '../styled-system/recipes'
import { type Notice, notify } from '../ui/toaster'

export interface CopyButtonProps {
  value: string | (() => string)
  label?: string
  /** What was copied, for the default success toast: "<what> copied to clipboard". */
  what?: string
  success?: Notice
  failure?: Notice
  disabled?: boolean
  size?: 'xs' | 'sm' | 'md'
  variant?: 'outline' | 'ghost' | 'solid'
  'aria-label'?: string
}

export function CopyButton({
  value,
  label = 'Copy',
  what = 'Text',
  success,
  failure,
  disabled,
  size = 'sm',
  variant = 'outline',
  ...rest
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  const text = typeof value === 'function' ? null : value
  const isDisabled = disabled ?? (text !== null && text.length === 0)
  const onClick = async () => {
    const ok = await copyText(typeof value === 'function' ? value() : value)
    if (ok) {
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
      notify({ type: 'success', ...(success ?? { title: 'Copied!', description: `${what} copied to clipboard` }) })
    } else {
      notify({ type: 'error', ...(failure ?? { title: 'Failed to copy', description: 'Please try again' }) })
    }
  }
  return (
    <button
      type="button"
      className={button({ size, variant })}
      onClick={onClick}
      disabled={isDisabled}
      aria-label={rest['aria-label']}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {label}
    </button>
  )
}
