// One matrix's editor: its size and a grid of entries, or its rows pasted as text.
import { useState } from 'react'
import { NumberField, Panel, TextAreaField } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { css } from '../../styled-system/css'
import { input } from '../../styled-system/recipes'
import { cellsToText, type EditorState, MODES, type Mode, setCell, sizeError } from './editor-state'
import { MAX_SIZE, resizeGrid, splitRows } from './matrix-math'

export function MatrixEditor({
  name,
  state,
  onChange,
}: {
  name: string
  state: EditorState
  onChange: (s: EditorState) => void
}) {
  const r = state.cells.length
  const c = state.cells[0]?.length ?? 0
  const [rowsRaw, setRowsRaw] = useState<string | null>(null)
  const [colsRaw, setColsRaw] = useState<string | null>(null)
  const split = state.mode === 'text' ? splitRows(state.text) : null
  const setSize = (which: 'rows' | 'cols', raw: string) => {
    ;(which === 'rows' ? setRowsRaw : setColsRaw)(raw)
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > MAX_SIZE) return
    onChange({
      ...state,
      cells: resizeGrid(state.cells, which === 'rows' ? n : r, which === 'cols' ? n : c),
    })
    ;(which === 'rows' ? setRowsRaw : setColsRaw)(null)
  }
  const setMode = (mode: Mode) => {
    if (mode === state.mode) return
    onChange({ ...state, mode, text: mode === 'text' ? cellsToText(state.cells) : state.text })
  }
  return (
    <Panel title={`Matrix ${name}`} description={`${r}×${c}`}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
        <Segmented label={`${name}: enter as`} value={state.mode} options={MODES} onChange={setMode} />
        {state.mode === 'grid' ? (
          <>
            <div className={css({ w: '6rem' })}>
              <NumberField
                label={`${name} rows`}
                min={1}
                max={MAX_SIZE}
                value={rowsRaw ?? String(r)}
                onChange={(e) => setSize('rows', e.target.value)}
                error={sizeError(rowsRaw)}
              />
            </div>
            <div className={css({ w: '6rem' })}>
              <NumberField
                label={`${name} columns`}
                min={1}
                max={MAX_SIZE}
                value={colsRaw ?? String(c)}
                onChange={(e) => setSize('cols', e.target.value)}
                error={sizeError(colsRaw)}
              />
            </div>
          </>
        ) : null}
      </div>
      {state.mode === 'grid' ? (
        <div className={css({ overflowX: 'auto', pb: '1' })}>
          <div
            role="group"
            aria-label={`Matrix ${name} entries`}
            className={css({ display: 'grid', gap: '1.5', w: 'max-content' })}
            style={{ gridTemplateColumns: `repeat(${c}, 4.5rem)` }}
          >
            {state.cells.map((row, i) =>
              row.map((v, j) => (
                <input
                  key={`${i}-${j}`}
                  aria-label={`${name} row ${i + 1} column ${j + 1}`}
                  className={input({ mono: true })}
                  value={v}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  onFocus={(e) => e.target.select()}
                  onChange={(e) => onChange({ ...state, cells: setCell(state.cells, i, j, e.target.value) })}
                />
              )),
            )}
          </div>
        </div>
      ) : (
        <TextAreaField
          label={`${name} as rows`}
          mono
          rows={Math.min(Math.max(r, 3), 10)}
          value={state.text}
          hint="One row per line; entries separated by spaces, tabs or commas. [[1, 2], [3, 4]] and [1 2; 3 4] work too."
          error={split && !split.ok ? split.error : undefined}
          onChange={(e) => {
            const text = e.target.value
            const s = splitRows(text)
            onChange({ ...state, text, cells: s.ok ? s.cells : state.cells })
          }}
        />
      )}
    </Panel>
  )
}
