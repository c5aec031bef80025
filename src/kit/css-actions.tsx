// Copy CSS / Download CSS buttons with the CSS tools' own toasts ('CSS copied!', 'Copy failed', 'CSS downloaded').
import { CopyButton } from './copy-button'
import { DownloadButton } from './download-button'

export function CopyCssButton({ value, what = 'CSS' }: { value: string; what?: string }) {
  return (
    <CopyButton
      value={value}
      label="Copy CSS"
      size="sm"
      success={{ title: 'CSS copied!', description: `${what} copied to clipboard` }}
      failure={{
        title: 'Copy failed',
        description: `Could not copy the ${what}. Select the code and copy it by hand.`,
      }}
    />
  )
}

export function DownloadCssButton({ value, filename }: { value: string; filename: string }) {
  return (
    <DownloadButton
      filename={filename}
      data={value}
      mime="text/css;charset=utf-8"
      label="Download"
      aria-label={`Download ${filename}`}
      success={{ title: 'CSS downloaded', description: `Saved as ${filename}` }}
    />
  )
}
