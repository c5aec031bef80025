// The rendered favicons: previews at four sizes, one PNG per button, and the whole package as a ZIP (a job, with
// its progress and Cancel while it is made).
import { Download, Package } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { FaviconImage } from '../../jobs/image'
import { createZip } from '../../jobs/zip'
import { JobStatus, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import {
  FAVICON_SIZES,
  FAVICON_ZIP,
  type FaviconEntry,
  faviconName,
  faviconPackage,
  PREVIEW_SIZES,
} from './favicon-generator'

/** Object URLs for the preview sizes, revoked when the icons change or the panel goes away. */
function usePreviewUrls(icons: FaviconImage[]): Record<number, string> {
  const [urls, setUrls] = useState<Record<number, string>>({})
  useEffect(() => {
    const next: Record<number, string> = {}
    for (const icon of icons)
      if ((PREVIEW_SIZES as readonly number[]).includes(icon.size)) next[icon.size] = URL.createObjectURL(icon.blob)
    setUrls(next)
    return () => {
      for (const u of Object.values(next)) URL.revokeObjectURL(u)
    }
  }, [icons])
  return urls
}

const generateFailed = { type: 'error', title: 'Download failed', description: 'Failed to generate favicon' } as const

export function PreviewPanel({ icons, background }: { icons: FaviconImage[]; background: string }) {
  const urls = usePreviewUrls(icons)
  const zipJob = useJob((entries: FaviconEntry[], { signal }) => createZip(entries, { signal }))
  const ready = icons.length === FAVICON_SIZES.length

  const downloadOne = (s: number) => {
    const icon = icons.find((i) => i.size === s)
    if (!icon) return notify(generateFailed)
    downloadBlob(icon.blob, faviconName(s))
    notify({
      type: 'success',
      title: 'Favicon downloaded',
      description: `${faviconName(s)} (${formatBytes(icon.blob.size)})`,
    })
  }

  const downloadAll = async () => {
    let entries: FaviconEntry[]
    try {
      entries = await faviconPackage(icons, background)
    } catch {
      return notify({ type: 'error', title: 'Download failed', description: 'Failed to generate favicon package' })
    }
    const outcome = await zipJob.start(entries)
    if (outcome.status === 'failed')
      notify({ type: 'error', title: 'Download failed', description: 'Failed to create ZIP file' })
    if (outcome.status !== 'done') return
    downloadBlob(outcome.result, FAVICON_ZIP)
    notify({
      type: 'success',
      title: 'All favicons downloaded',
      description: `${FAVICON_ZIP} with ${entries.length} files`,
    })
  }

  return (
    <Panel
      title="Preview"
      actions={
        <button
          type="button"
          className={button({ size: 'sm', variant: 'solid' })}
          onClick={downloadAll}
          disabled={!ready || zipJob.running}
        >
          <Package aria-hidden /> {zipJob.running ? 'Zipping…' : 'Download All Sizes'}
        </button>
      }
    >
      <JobStatus job={zipJob} label="Zipping…" />
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-end', flexWrap: 'wrap', minH: '36' })}>
        {PREVIEW_SIZES.map((s) => (
          <figure
            key={s}
            className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5' })}
          >
            <div
              className={css({
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'sm',
                bg: 'bg.subtle',
                display: 'grid',
                placeItems: 'center',
              })}
              style={{ width: s + 2, height: s + 2 }}
            >
              {urls[s] ? <img src={urls[s]} alt={`Favicon at ${s}×${s}`} width={s} height={s} /> : null}
            </div>
            <figcaption className={looks.mutedSmall}>
              {s}×{s}
            </figcaption>
          </figure>
        ))}
      </div>
      <div>
        <p className={looks.labelAbove}>Download one size</p>
        <div className={looks.row}>
          {FAVICON_SIZES.map((s) => (
            <button
              key={s}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              disabled={!ready}
              aria-label={`${s}×${s}: download ${faviconName(s)}`}
              onClick={() => downloadOne(s)}
            >
              <Download aria-hidden /> {s}×{s}
            </button>
          ))}
        </div>
      </div>
      <p className={looks.mutedSmall}>
        The ZIP holds every PNG size, a favicon.ico (16, 32 and 48 px) and a site.webmanifest.
      </p>
    </Panel>
  )
}
