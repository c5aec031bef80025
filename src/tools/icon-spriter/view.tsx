import { Layers } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { CodeOutput, EmptyState, FileDrop, JobStatus, Notice, Panel, SplitLayout } from '../../kit'
import { LongText } from '../../kit/long-text'
import { OutputActions } from '../../kit/output-actions'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { formatCount } from '../../lib/count'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { IconList, SpritePreview } from './icon-lists'
import {
  type BuiltSprite,
  buildSpriteCss,
  buildSpriteInSlices,
  checkIconFiles,
  iconIdFromName,
  isSvgFile,
  MAX_ICON_BYTES,
  MAX_ICONS,
  MAX_TOTAL_BYTES,
  previewSvg,
  previewSymbols,
  SHOWN_ICONS,
  type SpriteIcon,
  uniqueIds,
} from './icon-spriter'

interface LoadedIcon extends SpriteIcon {
  size: number
}

interface Result extends BuiltSprite {
  css: string
  ids: string[]
}

/** The two generated files, each in its own pane. */
const SPRITE_FILES = [
  {
    part: 'sprite',
    title: 'Sprite (sprite.svg)',
    label: 'Sprite SVG',
    placeholder: 'The sprite appears here',
    what: 'Sprite',
    filename: 'sprite.svg',
    mime: 'image/svg+xml',
  },
  {
    part: 'css',
    title: 'CSS (sprite.css)',
    label: 'Sprite CSS',
    placeholder: 'The CSS appears here',
    what: 'CSS',
    filename: 'sprite.css',
    mime: 'text/css',
  },
] as const

export default function IconSpriterView() {
  const [icons, setIcons] = useState<LoadedIcon[]>([])
  const [result, setResult] = useState<Result | null>(null)

  // Past the limits (checked by size, before any file is read) the panel names the limit and what was found.
  const [refusal, setRefusal] = useState<string | null>(null)

  const addFiles = async (files: File[]) => {
    const svgs = files.filter(isSvgFile)
    if (!svgs.length) {
      notify({ type: 'error', title: 'No SVG files found', description: 'Please select SVG files only' })
      return
    }
    const check = checkIconFiles(svgs, { count: icons.length, bytes: icons.reduce((n, i) => n + i.size, 0) })
    setRefusal(check.problem)
    const taken = check.accepted
    if (!taken.length) return
    job.reset()
    const contents = await Promise.all(taken.map((f) => f.text()))
    setIcons((prev) => {
      const ids = uniqueIds(
        taken.map((f) => iconIdFromName(f.name)),
        prev.map((i) => i.id),
      )
      return [...prev, ...taken.map((f, i) => ({ id: ids[i], name: f.name, content: contents[i], size: f.size }))]
    })
    setResult(null)
    const skipped = files.length - svgs.length
    notify({
      type: 'success',
      title: 'Icons loaded',
      description: `${formatCount(taken.length)} icon(s) added${skipped ? `; ${skipped} non-SVG file(s) skipped` : ''}${check.tooLarge.length ? `; ${check.tooLarge.length} too large` : ''}`,
    })
  }

  const remove = (id: string) => {
    job.reset()
    setIcons((prev) => prev.filter((i) => i.id !== id))
    setResult(null)
  }

  // Built on the page (parsing and sanitising need the DOM) in slices, with progress and Cancel.
  const job = useJob((list: LoadedIcon[], { signal, onProgress }) =>
    buildSpriteInSlices(list, { signal, onProgress: (done) => onProgress({ fraction: done / list.length }) }),
  )

  const generate = async () => {
    if (!icons.length) {
      notify({ type: 'error', title: 'No icons to process', description: 'Please add some SVG icons first' })
      return
    }
    const outcome = await job.start(icons)
    if (outcome.status !== 'done') {
      if (outcome.status === 'failed')
        notify({ type: 'error', title: 'Sprite not generated', description: outcome.error })
      return
    }
    const built = outcome.result
    const ids = built.included
    setResult({ ...built, ids, css: buildSpriteCss(ids, built.viewBoxes) })
    notify({
      type: 'success',
      title: 'Sprite generated!',
      description: `${formatCount(ids.length)} icon(s) in the sprite${built.skipped.length ? `, ${built.skipped.length} skipped` : ''}`,
    })
  }

  const previews = useMemo(
    () =>
      result
        ? result.ids.slice(0, SHOWN_ICONS).map((id) => ({
            id,
            url: URL.createObjectURL(
              new Blob([previewSvg(previewSymbols(result.symbolById, id), id, result.viewBoxes[id])], {
                type: 'image/svg+xml',
              }),
            ),
          }))
        : [],
    [result],
  )
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url)
    },
    [previews],
  )

  const firstId = result?.ids[0] ?? 'icon-id'
  const usage = `<!-- 1. Put the sprite in the page once, hidden (or serve sprite.svg as a file) -->
<svg xmlns="http://www.w3.org/2000/svg" style="display: none">
  <!-- …the <symbol> elements from sprite.svg… -->
</svg>

<!-- 2. Use an icon by its id (add sprite.css for the .icon classes) -->
<svg class="icon icon-${firstId}" aria-hidden="true"><use href="#${firstId}"></use></svg>

<!-- Or straight from the file -->
<svg class="icon icon-${firstId}" aria-hidden="true"><use href="sprite.svg#${firstId}"></use></svg>`

  return (
    <div className={looks.stackFill}>
      <SplitLayout>
        <Panel
          title="SVG icons"
          description={icons.length ? `${formatCount(icons.length)} icon(s) loaded` : undefined}
          actions={
            icons.length ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                onClick={() => {
                  job.reset()
                  setIcons([])
                  setResult(null)
                  setRefusal(null)
                }}
              >
                Clear All
              </button>
            ) : null
          }
        >
          <FileDrop
            onFiles={addFiles}
            accept={() => true}
            pickerAccept=".svg,image/svg+xml"
            multiple
            compact
            label="Drop SVG icons here or click to choose"
            hint={`Several .svg files at once; each becomes a symbol named after its file. Up to ${formatCount(MAX_ICONS)} icons, ${formatBytes(MAX_ICON_BYTES)} each, ${formatBytes(MAX_TOTAL_BYTES)} in all.`}
          />
          {refusal ? (
            <Notice tone="danger" title="Not all icons were added">
              <span data-testid="icon-limit">{refusal}</span>
            </Notice>
          ) : null}
          {icons.length ? (
            <IconList icons={icons} onRemove={remove} />
          ) : (
            <EmptyState title="No icons yet">Add SVG files to build a sprite sheet.</EmptyState>
          )}
          <button type="button" className={button({ variant: 'solid' })} onClick={generate} disabled={job.running}>
            <Layers aria-hidden /> Generate Sprite Sheet
          </button>
          <JobStatus job={job} label={`Building the sprite of ${formatCount(icons.length)} icons…`} />
        </Panel>

        <Panel title="Preview" description="Each icon drawn from the generated sprite.">
          {result && previews.length ? (
            <SpritePreview previews={previews} total={result.ids.length} />
          ) : (
            <EmptyState title="No sprite yet">Load icons and press Generate Sprite Sheet.</EmptyState>
          )}
          {result?.skipped.length ? (
            <Notice tone="warning" title="Some files were left out">
              Not well-formed SVG: {result.skipped.join(', ')}
            </Notice>
          ) : null}
        </Panel>
      </SplitLayout>

      <SplitLayout>
        {/* The text of a large sprite is shown in part (LongText: its first 20,000 characters, no ligatures):
            laying out megabytes of markup froze the page. Copy and Download take all of it. */}
        {SPRITE_FILES.map(({ part, title, label, placeholder, ...file }) => (
          <Panel
            key={file.filename}
            title={title}
            actions={
              <OutputActions
                {...file}
                value={result?.[part] ?? ''}
                naming="plain"
                downloaded={{ title: 'Downloaded!', description: `${file.filename} saved` }}
              />
            }
          >
            <LongText
              region
              label={label}
              value={result?.[part] ?? ''}
              placeholder={placeholder}
              className={looks.outputBox}
              maxHeight="360px"
            />
          </Panel>
        ))}
      </SplitLayout>

      <Panel title="How to use the sprite">
        <ProseList ordered muted>
          <li>Load your icons: each file name (without .svg) becomes the symbol id.</li>
          <li>Generate the sprite, then download sprite.svg and sprite.css.</li>
          <li>Inline the sprite once in your page (hidden) or serve it as a file.</li>
          <li>
            Show an icon with <code className={looks.monoText}>{'<use href="#id">'}</code>; it takes the text colour
            through <code className={looks.monoText}>fill: currentColor</code>.
          </li>
        </ProseList>
        <CodeOutput label="Usage example" value={usage} />
      </Panel>
    </div>
  )
}
