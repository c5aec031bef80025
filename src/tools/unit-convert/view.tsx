import { useMemo } from 'react'
import { CopyButton, EmptyState, Notice, NumberField, Panel, SplitLayout, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { ValueRows } from '../../kit/value-rows'
import { cleanDecimal } from '../../lib/math/number-text'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { CATEGORIES, convertAll, findCategory } from './unit-convert'

const MAX_PRECISION = 20
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.id, label: c.name }))

function readPrecision(raw: string): { value: number; error?: string } {
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_PRECISION)
    return { value: 6, error: `Enter a whole number from 0 to ${MAX_PRECISION}; using 6.` }
  return { value: n }
}

export default function UnitConvertView() {
  const [categoryId, setCategoryId] = useLinkState('category', 'length')
  const category = findCategory(categoryId)
  const [fromId, setFromId] = useLinkState('from', category.defaultFrom)
  const [valueRaw, setValueRaw] = useLinkState('value', '1')
  const [precisionRaw, setPrecisionRaw] = useLinkState('precision', '6')
  const [group, setGroup] = useLinkState('group', true)

  const unitOptions = useMemo(
    () => category.units.map((u) => ({ value: u.id, label: `${u.name} (${u.symbol})` })),
    [category],
  )
  const from = category.units.find((u) => u.id === fromId) ?? category.units[0]
  const precision = readPrecision(precisionRaw)
  const clean = cleanDecimal(valueRaw)
  const result = clean.ok ? convertAll(category, from.id, clean.text, { precision: precision.value, group }) : null
  const inputError = !clean.ok && clean.error ? clean.error : undefined

  const changeCategory = (id: string) => {
    setCategoryId(id)
    setFromId(findCategory(id).defaultFrom)
  }

  const summary =
    result?.ok && clean.ok
      ? result.rows.map((r) => `${valueRaw.trim()} ${from.symbol} = ${r.text} ${r.unit.symbol}`).join('\n')
      : ''

  return (
    <SplitLayout>
      <Panel title="Convert">
        <SelectField label="Category" value={category.id} options={CATEGORY_OPTIONS} onChange={changeCategory} />
        <TextField
          label="Value"
          value={valueRaw}
          onChange={(e) => setValueRaw(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          mono
          error={inputError}
          hint="Decimals, exponents (1e6) and thousands separators are fine."
        />
        <SelectField label="From unit" value={from.id} options={unitOptions} onChange={setFromId} />
        <NumberField
          label="Precision"
          min={0}
          max={MAX_PRECISION}
          step={1}
          value={precisionRaw}
          onChange={(e) => setPrecisionRaw(e.target.value)}
          error={precision.error}
          hint="Decimal places for values of 1 or more, significant digits below 1. Exact values are never padded."
        />
        <SwitchField label="Thousands separators" checked={group} onChange={setGroup} />
        {category.note ? <p className={looks.mutedSmall}>{category.note}</p> : null}
      </Panel>
      <Panel
        title={`${category.name} in every unit`}
        actions={<CopyButton value={summary} label="Copy all" what="All conversions" />}
      >
        {result?.ok ? (
          <ValueRows
            label={`${category.name} conversions`}
            rows={result.rows.map((r) => ({
              key: r.unit.id,
              label: `${r.unit.name} (${r.unit.symbol})`,
              what: r.unit.name.toLowerCase(),
              value: r.text,
              highlight: r.unit.id === from.id,
            }))}
          />
        ) : result && !result.ok ? (
          <Notice tone="danger" title="Cannot convert">
            {result.error}
          </Notice>
        ) : inputError ? (
          <Notice tone="danger" title="Cannot convert">
            {inputError}
          </Notice>
        ) : (
          <EmptyState title="Nothing to convert yet">Type a value on the left.</EmptyState>
        )}
      </Panel>
    </SplitLayout>
  )
}
