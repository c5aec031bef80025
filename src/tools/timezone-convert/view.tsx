import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import { Copy, Plus, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { copyWithNotice } from '../../kit/copy-notify'
import { useLinkAtom } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { TimeZoneField, TimeZoneList } from '../../kit/time-zone-field'
import { useLive, useVisitorLinkState } from '../../kit/visitor-state'
import { formatIsoDate, localTimeZone, resolveTimeZone, supportedTimeZones, toWallTime } from '../../lib/dates'
import { useAtom } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import {
  addZone,
  DEFAULT_TARGETS,
  describeDayShift,
  readMoment,
  rowText,
  sanitizeZones,
  ZONES_STORAGE_KEY,
  type ZoneRow,
  zoneRow,
} from './timezone-convert'

const storage = createJSONStorage<string[]>(() => localStorage)
const zonesAtom = atomWithStorage<string[]>(
  ZONES_STORAGE_KEY,
  [...DEFAULT_TARGETS],
  {
    ...storage,
    // No storage in the build's prerender (Node): the default list there.
    getItem: (key, initial) =>
      typeof localStorage === 'undefined' ? initial : sanitizeZones(storage.getItem(key, initial)),
  },
  { getOnInit: true },
)

const pad = (n: number) => String(n).padStart(2, '0')

function nowIn(zone: string) {
  const w = toWallTime(Date.now(), zone)
  return { date: formatIsoDate(w), time: `${pad(w.hour)}:${pad(w.minute)}` }
}

const DEFAULT_ZONES = [...DEFAULT_TARGETS]

export default function TimezoneConvertView() {
  // The visitor's zone, clock, stored list and the browser's zone list are not in the page's prerendered HTML: it
  // holds UTC, empty date and time fields and the default list, and the visitor's replace them as the page hydrates.
  const live = useLive()
  const [zoneText, setZoneText] = useVisitorLinkState('zone', localTimeZone, 'UTC')
  const [date, setDate] = useVisitorLinkState('date', () => nowIn(localTimeZone()).date, '')
  const [time, setTime] = useVisitorLinkState('time', () => nowIn(localTimeZone()).time, '')
  useLinkAtom('zones', zonesAtom)
  const [stored, setZones] = useAtom(zonesAtom)
  // A linked list is read as defensively as the stored one.
  const zones = useMemo(() => sanitizeZones(live ? stored : DEFAULT_ZONES), [live, stored])
  const [adding, setAdding] = useState('')
  const [addError, setAddError] = useState<string | null>(null)
  const listId = useId()

  const source = resolveTimeZone(zoneText)
  const moment = live ? readMoment(date, time, zoneText) : null
  const rows = moment?.ok && source ? zones.map((z) => zoneRow(moment.value.ms, z, source)) : []
  const allText = rows.map(rowText).join('\n')

  const add = () => {
    const r = addZone(zones, adding)
    if (!r.ok) {
      setAddError(r.error)
      return
    }
    setZones(r.value)
    setAdding('')
    setAddError(null)
  }

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Moment" description="A date and time on the clocks of the source zone.">
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <TextField
              className={css({ flex: '1 1 10rem' })}
              label="Date"
              type="date"
              min="0001-01-01"
              max="9999-12-31"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <TextField
              className={css({ flex: '1 1 9rem' })}
              label="Time"
              type="time"
              step={1}
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
            <button
              type="button"
              className={button({ variant: 'outline' })}
              aria-label="Set to now"
              onClick={() => {
                const n = nowIn(source ?? localTimeZone())
                setDate(n.date)
                setTime(n.time)
              }}
            >
              Now
            </button>
          </div>
          <TimeZoneField label="Source time zone" value={zoneText} onChange={setZoneText} />
          {moment && !moment.ok ? (
            <Notice tone="danger">
              <span data-testid="moment-error">{moment.error}</span>
            </Notice>
          ) : moment?.value.note ? (
            <Notice tone="warning">
              <span data-testid="moment-note">{moment.value.note}</span>
            </Notice>
          ) : null}
          {moment?.ok || !moment ? (
            <p className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' })} data-testid="instant">
              {moment?.ok
                ? `${new Date(moment.value.ms).toISOString().replace('.000Z', 'Z')} · Unix ${Math.floor(moment.value.ms / 1000)}`
                : '\u00a0'}
            </p>
          ) : null}
        </Panel>

        <Panel title="Add a time zone" description="Every IANA zone your browser knows; start typing a city or region.">
          <form
            aria-label="Add a time zone"
            className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', flexWrap: 'wrap' })}
            onSubmit={(e) => {
              e.preventDefault()
              add()
            }}
          >
            <div className={css({ flex: '1 1 14rem', minW: 0 })}>
              <TextField
                label="Zone to add"
                list={listId}
                value={adding}
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. Asia/Kolkata"
                error={addError ?? undefined}
                hint={`${live ? `${supportedTimeZones().length} zones` : 'Zones'}: type part of a name, e.g. “Berlin” or “Pacific”.`}
                onChange={(e) => {
                  setAdding(e.target.value)
                  setAddError(null)
                }}
              />
              <TimeZoneList id={listId} />
            </div>
            <button type="submit" className={`${button({ variant: 'solid' })} ${css({ mt: { base: '0', sm: '7' } })}`}>
              <Plus aria-hidden /> Add
            </button>
          </form>
          <div className={looks.row}>
            <button
              type="button"
              className={button({ size: 'xs', variant: 'ghost' })}
              onClick={() => setZones([...DEFAULT_TARGETS])}
            >
              Reset list
            </button>
          </div>
        </Panel>
      </SplitLayout>

      <Panel
        title="Same moment in"
        description={
          zones.length ? `${zones.length} ${zones.length === 1 ? 'zone' : 'zones'}, kept in this browser.` : undefined
        }
        actions={<CopyButton value={allText} what="All times" label="Copy all" />}
      >
        {zones.length === 0 ? (
          <EmptyState title="No zones yet">Add a time zone above to see this moment there.</EmptyState>
        ) : (
          <ul aria-label="Target time zones" className={looks.stackTight}>
            {zones.map((zone) => {
              const full: ZoneRow | null = rows.find((x) => x.zone === zone) ?? null
              const r = { zone }
              const shift = full ? describeDayShift(full.dayShift) : null
              return (
                <li
                  key={r.zone}
                  data-testid={`zone-${r.zone}`}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    px: '3',
                    py: '2.5',
                    bg: 'bg.subtle',
                    borderRadius: 'lg',
                    minW: 0,
                    flexWrap: 'wrap',
                  })}
                >
                  <div className={css({ flex: '1 1 12rem', minW: 0 })}>
                    <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                      {r.zone.replace(/_/g, ' ')}
                    </p>
                    {full ? (
                      <p className={looks.mutedSmall} data-testid="offset">
                        {full.offsetText}
                        {full.abbreviation && !full.abbreviation.startsWith('GMT') ? ` · ${full.abbreviation}` : ''} ·{' '}
                        {full.relative}
                      </p>
                    ) : null}
                  </div>
                  {full ? (
                    <div className={css({ flex: '1 1 12rem', minW: 0 })}>
                      <p
                        data-testid="time"
                        className={css({ fontFamily: 'mono', fontSize: 'lg', fontWeight: 'semibold' })}
                      >
                        {full.timeText.slice(0, 5)}
                        <span className={looks.mutedText}>{full.timeText.slice(5)}</span>
                      </p>
                      <p
                        className={css({
                          fontSize: 'xs',
                          color: 'fg.muted',
                          display: 'flex',
                          gap: '1.5',
                          flexWrap: 'wrap',
                        })}
                      >
                        <span data-testid="date">
                          {full.weekday} {full.dateText}
                        </span>
                        {shift ? (
                          <span className={badge({ tone: 'warning' })} data-testid="shift">
                            {shift}
                          </span>
                        ) : null}
                        {full.dst ? (
                          <span className={badge({ tone: 'accent' })} data-testid="dst">
                            DST
                          </span>
                        ) : null}
                      </p>
                    </div>
                  ) : null}
                  <div className={css({ display: 'flex', gap: '1' })}>
                    <button
                      type="button"
                      className={button({ size: 'icon', variant: 'ghost' })}
                      aria-label={`Copy time in ${r.zone}`}
                      disabled={!full}
                      onClick={() =>
                        full &&
                        copyWithNotice(
                          rowText(full),
                          { title: 'Copied!', description: `Time in ${r.zone} copied to clipboard` },
                          { title: 'Failed to copy', description: 'Please try again' },
                        )
                      }
                    >
                      <Copy aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={button({ size: 'icon', variant: 'ghost' })}
                      aria-label={`Remove ${r.zone}`}
                      onClick={() => setZones(zones.filter((z) => z !== r.zone))}
                    >
                      <X aria-hidden />
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </Panel>
    </Stack>
  )
}
