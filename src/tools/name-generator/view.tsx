import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CopyButton, DownloadButton, NumberField, Panel } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { LOCALES, type Locale } from '../../lib/names/name-data'
import type { Gender, ProjectStyle, Script } from '../../lib/names/names'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  DEFAULT_NAME_OPTIONS,
  generateNames,
  MAX_COUNT,
  type NameKind,
  type NameOptions,
  parseCount,
} from './name-generator'

const KINDS: readonly { value: NameKind; label: string }[] = [
  { value: 'person', label: 'People' },
  { value: 'project', label: 'Projects' },
  { value: 'company', label: 'Companies' },
  { value: 'username', label: 'Usernames' },
]
const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
]
const SCRIPTS: readonly { value: Script; label: string }[] = [
  { value: 'latin', label: 'Romanised' },
  { value: 'native', label: 'Japanese script' },
]
const STYLES: readonly { value: ProjectStyle; label: string }[] = [
  { value: 'kebab', label: 'kebab-case' },
  { value: 'title', label: 'Title Case' },
  { value: 'camel', label: 'camelCase' },
]

export default function NameGeneratorView() {
  const [options, setOptions] = useLinkState<NameOptions>('settings', DEFAULT_NAME_OPTIONS)
  const [countRaw, setCountRaw] = useLinkState('count', String(DEFAULT_NAME_OPTIONS.count))
  const [names, setNames] = useState<string[]>([])

  const generate = (patch: Partial<NameOptions> = {}) => {
    const count = parseCount(countRaw)
    setCountRaw(String(count))
    const next = { ...options, ...patch, count }
    setOptions(next)
    setNames(generateNames(next))
  }
  const change = (patch: Partial<NameOptions>) => generate(patch)

  // Generates once on arrival, so the page never opens empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    generate()
  }, [])

  const text = names.join('\n')
  const { kind } = options
  const usesLocale = kind !== 'project'
  const usesGender = kind === 'person' || kind === 'username'

  return (
    <div className={looks.stack}>
      <Panel title="Options">
        <Segmented label="Kind of name" value={kind} options={KINDS} onChange={(v) => change({ kind: v })} />
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          {usesLocale && (
            <SelectField<Locale>
              label="Locale"
              value={options.locale}
              options={LOCALES}
              onChange={(v) => change({ locale: v })}
            />
          )}
          {kind === 'project' && (
            <SelectField<ProjectStyle>
              label="Style"
              value={options.projectStyle}
              options={STYLES}
              onChange={(v) => change({ projectStyle: v })}
            />
          )}
          <NumberField
            label={`How many (1–${MAX_COUNT})`}
            min={1}
            max={MAX_COUNT}
            step={1}
            value={countRaw}
            onChange={(e) => setCountRaw(e.target.value)}
            onBlur={() => setCountRaw(String(parseCount(countRaw)))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') generate()
            }}
          />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
          {usesGender && (
            <Segmented
              label="Gender"
              value={options.gender}
              options={GENDERS}
              onChange={(v) => change({ gender: v })}
            />
          )}
          {kind === 'person' && options.locale === 'ja-JP' && (
            <Segmented
              label="Script"
              value={options.script}
              options={SCRIPTS}
              onChange={(v) => change({ script: v })}
            />
          )}
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => generate()}>
            <RefreshCw aria-hidden />
            Generate
          </button>
        </div>
        {kind === 'person' && (
          <p className={looks.mutedSmall}>
            Names follow the locale's order: family name first in Japanese, two surnames in Spanish.
          </p>
        )}
      </Panel>
      <Panel
        title="Names"
        description={names.length ? `${names.length} generated, one per line` : undefined}
        actions={
          <>
            <CopyButton value={text} label="Copy all" what="Names" />
            <DownloadButton
              filename={`${kind}-names.txt`}
              data={text ? `${text}\n` : ''}
              success={{ title: 'Downloaded!', description: 'Names saved as file' }}
            />
          </>
        }
      >
        <ol
          aria-label="Generated names"
          data-testid="name-list"
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            gap: '1',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {names.map((n, i) => (
            <li
              key={`${i}-${n}`}
              className={css({
                px: '3',
                py: '1.5',
                borderRadius: 'md',
                bg: 'bg.subtle',
                fontSize: 'sm',
                color: 'fg.default',
                overflowWrap: 'anywhere',
                minW: 0,
              })}
            >
              {n}
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  )
}
