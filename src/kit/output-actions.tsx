// Copy and Download for one text output, side by side in a panel's actions.
import { CopyButton, type CopyButtonProps } from './copy-button'
import { DownloadButton, type DownloadButtonProps } from './download-button'

export interface OutputActionsProps {
  /** The text Copy copies and, unless `data` is given, Download saves. */
  value: string
  /** What the text is ("JSON"), for the labels and the copy toast. */
  what: string
  filename: DownloadButtonProps['filename']
  mime: string
  /** What Download saves when it is not the text shown (a whole file behind a preview). */
  data?: DownloadButtonProps['data']
  /** 'named': the buttons read "Copy JSON" and "Download JSON"; 'short': "Copy" and "Download", named in full for
   * screen readers; 'plain': "Copy" and "Download" only (the panel's title says what). */
  naming?: 'named' | 'short' | 'plain'
  /** Download as the solid (primary) button. */
  primary?: boolean
  copyDisabled?: boolean
  downloadDisabled?: boolean
  /** The Download toast (the button's own by default). */
  downloaded?: DownloadButtonProps['success']
}

export function OutputActions({
  value,
  what,
  filename,
  mime,
  data,
  naming = 'short',
  primary = false,
  copyDisabled,
  downloadDisabled,
  downloaded,
}: OutputActionsProps) {
  const copy: Partial<CopyButtonProps> =
    naming === 'named' ? { label: `Copy ${what}` } : naming === 'short' ? { 'aria-label': `Copy ${what}` } : {}
  const download: Partial<DownloadButtonProps> =
    naming === 'named' ? { label: `Download ${what}` } : naming === 'short' ? { 'aria-label': `Download ${what}` } : {}
  return (
    <>
      <CopyButton {...copy} value={value} what={what} disabled={copyDisabled} size="sm" />
      <DownloadButton
        {...download}
        filename={filename}
        data={data === undefined ? value || null : data}
        mime={mime}
        disabled={downloadDisabled}
        success={downloaded}
        size="sm"
        variant={primary ? 'solid' : 'outline'}
      />
    </>
  )
}
