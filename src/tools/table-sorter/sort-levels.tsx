// The sort levels as a list: each one's column and direction, removable; more can be added up to one a column.
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { addLevel, flipLevel, removeLevel, setLevelColumn } from './sort-edits'
import type { SortKey } from './table-sorter'

export interface SortLevelsProps {
  headers: readonly string[]
  keys: readonly SortKey[]
  onKeys: (keys: SortKey[]) => void
}

export function SortLevels({ headers, keys, onKeys }: SortLevelsProps) {
  return (
    <div className={looks.stackTight}>
      <span className={looks.labelText}>Sort order</span>
      {keys.length === 0 ? <p className={looks.mutedText}>Original order.</p> : null}
      <ol aria-label="Sort levels" className={looks.stackTight}>
        {keys.map((k, i) => (
          <li
            key={k.col}
            data-testid="sort-level"
            className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
          >
            <span className={css({ fontSize: 'xs', color: 'fg.muted', w: '4' })}>{i + 1}.</span>
            <select
              aria-label={`Sort level ${i + 1} column`}
              className={input({ kind: 'select' })}
              style={{ width: 'auto', maxWidth: '16rem' }}
              value={k.col}
              onChange={(e) => onKeys(setLevelColumn(keys, i, Number(e.target.value)))}
            >
              {headers.map((h, c) => (
                <option key={c} value={c}>
                  {h}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={() => onKeys(flipLevel(keys, i))}
            >
              {k.dir === 'asc' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
              {k.dir === 'asc' ? 'Ascending' : 'Descending'}
            </button>
            <button
              type="button"
              className={button({ size: 'icon', variant: 'ghost' })}
              aria-label={`Remove sort level ${i + 1}`}
              onClick={() => onKeys(removeLevel(keys, i))}
            >
              <X aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <div className={looks.row}>
        <button
          type="button"
          className={button({ size: 'sm', variant: 'outline' })}
          disabled={keys.length >= headers.length}
          onClick={() => onKeys(addLevel(keys, headers.length))}
        >
          <Plus aria-hidden />
          Add sort level
        </button>
        <button
          type="button"
          className={button({ size: 'sm', variant: 'ghost' })}
          disabled={!keys.length}
          onClick={() => onKeys([])}
        >
          Reset order
        </button>
      </div>
    </div>
  )
}
