// The document's features as a searchable list; picking one selects it and zooms the map to it.
import type { ViewFeature } from '../../jobs/geo'
import { EmptyState, Panel, TextField } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'

const LIST_LIMIT = 200

const scrollList = css({
  maxH: '320px',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
})
const featureButton = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  w: '100%',
  textAlign: 'left',
  px: '3',
  py: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-pressed=true]': { bg: 'accent.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '-2px' },
})
const featureLabel = css({ minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export interface FeaturesPanelProps {
  /** Whether a document is loaded (the count shows only then). */
  loaded: boolean
  features: readonly ViewFeature[]
  matches: readonly ViewFeature[]
  query: string
  onQuery: (query: string) => void
  selected: ViewFeature | null
  onPick: (feature: ViewFeature) => void
}

export function FeaturesPanel({ loaded, features, matches, query, onQuery, selected, onPick }: FeaturesPanelProps) {
  return (
    <Panel
      title="Features"
      description={
        loaded ? (
          <span data-testid="geo-feature-count">
            {matches.length.toLocaleString('en-US')} of {features.length.toLocaleString('en-US')} features
          </span>
        ) : undefined
      }
    >
      {features.length ? (
        <>
          <TextField
            label="Search features"
            type="search"
            value={query}
            placeholder="Name, property value or type"
            onChange={(e) => onQuery(e.target.value)}
          />
          <ul className={scrollList} aria-label="Features">
            {matches.slice(0, LIST_LIMIT).map((f) => (
              <li key={f.index}>
                <button type="button" className={featureButton} aria-pressed={selected === f} onClick={() => onPick(f)}>
                  <span className={featureLabel}>{f.label}</span>
                  <span className={badge()}>{f.drawable ? f.type : `${f.type} · not drawn`}</span>
                </button>
              </li>
            ))}
          </ul>
          {matches.length > LIST_LIMIT ? (
            <p className={looks.mutedText}>
              Showing the first {LIST_LIMIT} of {matches.length.toLocaleString('en-US')}; refine the search to see
              others.
            </p>
          ) : null}
          {!matches.length ? <p className={looks.mutedText}>No feature matches.</p> : null}
        </>
      ) : (
        <EmptyState title="No features yet">Paste GeoJSON, open a file or load the sample.</EmptyState>
      )}
    </Panel>
  )
}
