import { RefreshCw } from 'lucide-react'
import { CopyButton, DownloadButton, Panel, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { useVisitorState } from '../../kit/visitor-state'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { lockedText } from './bounds'
import { ColorCard } from './color-card'
import { OptionsPanel } from './options-panel'
import {
  boundsProblem,
  type ColorBounds,
  DEFAULT_BOUNDS,
  EXPORT_FILES,
  type ExportFormat,
  exportColors,
  type GeneratedColor,
  rerollPalette,
  resizePalette,
  toggleLock,
} from './random-color'

const EXPORTS: { value: ExportFormat; label: string }[] = [
  { value: 'hex', label: 'HEX' },
  { value: 'rgb', label: 'RGB' },
  { value: 'hsl', label: 'HSL' },
  { value: 'css', label: 'CSS variables' },
  { value: 'json', label: 'JSON' },
]

/** The page's HTML holds five swatches of one mid-range colour; the visitor's random palette replaces them at once. */
const STAND_IN: GeneratedColor[] = rerollPalette([], 5, DEFAULT_BOUNDS, (n) => Math.floor(n / 2))

export default function RandomColorView() {
  const [count, setCount] = useLinkState('count', 5)
  const [bounds, setBounds] = useLinkState<ColorBounds>('bounds', DEFAULT_BOUNDS)
  const [colors, setColors] = useVisitorState<GeneratedColor[]>(
    // With the stand-in's ids, so its cards take the new colours in place instead of being drawn again.
    () =>
      rerollPalette([], count, boundsProblem(bounds) ? DEFAULT_BOUNDS : bounds).map((c, i) => ({
        ...c,
        id: STAND_IN[i]?.id ?? c.id,
      })),
    STAND_IN,
  )
  const [exportFormat, setExportFormat] = useLinkState<ExportFormat>('export', 'hex')

  const problem = boundsProblem(bounds)
  const lockedCount = colors.filter((c) => c.locked).length
  const allLocked = lockedCount === colors.length

  const updateBounds = (patch: Partial<ColorBounds>) => {
    const next = { ...bounds, ...patch }
    setBounds(next)
    if (!boundsProblem(next)) setColors((c) => rerollPalette(c, count, next))
  }
  const reroll = () => {
    if (!problem) setColors((c) => rerollPalette(c, count, bounds))
  }
  const exported = exportColors(colors, exportFormat)
  const file = EXPORT_FILES[exportFormat]

  return (
    <Stack>
      <Panel
        title="Colours"
        description={lockedText(lockedCount)}
        actions={
          <button
            type="button"
            className={button({ variant: 'solid', size: 'sm' })}
            onClick={reroll}
            disabled={Boolean(problem) || allLocked}
          >
            <RefreshCw aria-hidden /> Generate
          </button>
        }
      >
        <ul
          aria-label="Generated colours"
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: {
              base: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
              md: 'repeat(auto-fill, minmax(13rem, 1fr))',
            },
          })}
        >
          {colors.map((c, i) => (
            <ColorCard key={c.id} c={c} i={i} onToggleLock={() => setColors((cs) => toggleLock(cs, c.id))} />
          ))}
        </ul>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            gap: '3',
            pt: '2',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <div className={css({ w: '44' })}>
            <SelectField label="Export as" value={exportFormat} options={EXPORTS} onChange={setExportFormat} />
          </div>
          <CopyButton value={exported} label="Copy all" what="Colours" />
          <DownloadButton filename={file.filename} mime={file.mime} data={exported} />
        </div>
      </Panel>

      <OptionsPanel
        count={count}
        onCount={(n) => {
          setCount(n)
          setColors((c) => resizePalette(c, n, bounds))
        }}
        bounds={bounds}
        onBounds={updateBounds}
        problem={problem}
        onPreset={(next) => {
          setBounds(next)
          setColors((c) => rerollPalette(c, count, next))
        }}
      />
    </Stack>
  )
}
