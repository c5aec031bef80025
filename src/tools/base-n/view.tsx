import { useDeferredValue } from 'react'
import { EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, Stats, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { type ValueRow, ValueRows } from '../../kit/value-rows'
import { css } from '../../styled-system/css'
import { SwitchField } from '../../ui/switch'
import {
  baseName,
  bitLength,
  formatInBase,
  isValidBase,
  MAX_BASE,
  MIN_BASE,
  parseInBase,
  readAsSigned,
  signedBitsNeeded,
  twosComplement,
  WIDTHS,
  type Width,
} from './base-n'

type FromChoice = '2' | '8' | '10' | '16' | 'other'
const FROM_OPTIONS = [
  { value: '2', label: 'Binary' },
  { value: '8', label: 'Octal' },
  { value: '10', label: 'Decimal' },
  { value: '16', label: 'Hex' },
  { value: 'other', label: 'Other' },
] as const
const WIDTH_OPTIONS = WIDTHS.map((w) => ({ value: String(w) as `${Width}`, label: `${w}-bit` }))

const monoBlock = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })

export default function BaseNView() {
  const [text, setText] = useLinkState('number', '255')
  const [from, setFrom] = useLinkState<FromChoice>('from', '10')
  const [otherFrom, setOtherFrom] = useLinkState('otherFrom', '36')
  const [otherTo, setOtherTo] = useLinkState('otherTo', '36')
  const [group, setGroup] = useLinkState('group', false)
  const [prefix, setPrefix] = useLinkState('prefix', false)
  const [upper, setUpper] = useLinkState('upper', true)
  const [width, setWidth] = useLinkState<`${Width}`>('width', '8')
  const [asSigned, setAsSigned] = useLinkState('signed', false)
  const deferred = useDeferredValue(text)

  const fromBase = from === 'other' ? Number(otherFrom) : Number(from)
  const fromBaseError =
    from === 'other' && !isValidBase(fromBase) ? `Enter a whole number from ${MIN_BASE} to ${MAX_BASE}.` : undefined
  const toBase = Number(otherTo)
  const toBaseError = isValidBase(toBase) ? undefined : `Enter a whole number from ${MIN_BASE} to ${MAX_BASE}.`
  const bits = Number(width) as Width

  let parsed = fromBaseError ? null : parseInBase(deferred, fromBase)
  if (parsed?.ok && asSigned) parsed = readAsSigned(parsed.value, bits)
  const value = parsed?.ok ? parsed.value : null
  const error = parsed && !parsed.ok ? parsed.error : ''

  const opts = { group, prefix, upper }
  const rows: ValueRow[] =
    value === null
      ? []
      : [
          { key: 'bin', label: 'Binary (base 2)', what: 'binary', value: formatInBase(value, 2, opts) },
          { key: 'oct', label: 'Octal (base 8)', what: 'octal', value: formatInBase(value, 8, opts) },
          { key: 'dec', label: 'Decimal (base 10)', what: 'decimal', value: formatInBase(value, 10, opts) },
          { key: 'hex', label: 'Hexadecimal (base 16)', what: 'hexadecimal', value: formatInBase(value, 16, opts) },
          ...(toBaseError
            ? []
            : [
                {
                  key: 'custom',
                  label: `Base ${toBase}`,
                  what: `base ${toBase}`,
                  value: formatInBase(value, toBase, opts),
                },
              ]),
        ]
  const twos = value === null ? null : twosComplement(value, bits)

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Input">
          <TextAreaField
            label="Number to convert"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            mono
            placeholder="e.g. 255, -42, ff, 0b1010"
            error={error || undefined}
            hint="Whole numbers of any size; a leading minus sign, spaces and underscores are fine."
          />
          <Segmented label="From" value={from} options={FROM_OPTIONS} onChange={setFrom} />
          {from === 'other' ? (
            <NumberField
              label="From base (2–36)"
              min={MIN_BASE}
              max={MAX_BASE}
              step={1}
              value={otherFrom}
              onChange={(e) => setOtherFrom(e.target.value)}
              error={fromBaseError}
            />
          ) : null}
          <NumberField
            label="Also show base (2–36)"
            min={MIN_BASE}
            max={MAX_BASE}
            step={1}
            value={otherTo}
            onChange={(e) => setOtherTo(e.target.value)}
            error={toBaseError}
          />
          <div className={looks.rowWide}>
            <SwitchField label="Group digits" checked={group} onChange={setGroup} />
            <SwitchField label="Prefixes (0b, 0o, 0x)" checked={prefix} onChange={setPrefix} />
            <SwitchField label="Upper-case letters" checked={upper} onChange={setUpper} />
          </div>
        </Panel>
        <Panel title="Results" description={value === null ? undefined : `Read as ${baseName(fromBase)}.`}>
          {value !== null ? (
            <Stack gap="3">
              <ValueRows label="Converted values" rows={rows} />
              <Stats
                columns={2}
                items={[
                  { label: 'Bits (unsigned size)', value: bitLength(value), testId: 'stat-bits' },
                  { label: 'Bits in two’s complement', value: signedBitsNeeded(value), testId: 'stat-signed-bits' },
                ]}
              />
            </Stack>
          ) : error ? (
            <Notice tone="danger" title="Cannot read this number">
              {error}
            </Notice>
          ) : (
            <EmptyState title="Nothing to convert yet">Type a number on the left.</EmptyState>
          )}
        </Panel>
      </SplitLayout>
      <Panel
        title="Two’s complement"
        description="How the number is stored in a fixed-width signed or unsigned integer."
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
          <Segmented label="Width" value={width} options={WIDTH_OPTIONS} onChange={setWidth} />
          <SwitchField
            label={`Read the input as a signed ${bits}-bit pattern`}
            checked={asSigned}
            onChange={setAsSigned}
          />
        </div>
        {twos ? (
          <Stack gap="3">
            <ValueRows
              label={`${bits}-bit pattern`}
              rows={[
                { key: 'twos-bin', label: `Bits (${bits})`, what: `${bits}-bit binary`, value: twos.binary },
                { key: 'twos-hex', label: 'Hex', what: `${bits}-bit hex`, value: twos.hex },
              ]}
            />
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
              })}
            >
              <div>
                <dt className={looks.mutedSmall}>Read as signed (int{bits})</dt>
                <dd data-testid="twos-signed" className={monoBlock}>
                  {twos.signed.toString()}
                </dd>
              </div>
              <div>
                <dt className={looks.mutedSmall}>Read as unsigned (uint{bits})</dt>
                <dd data-testid="twos-unsigned" className={monoBlock}>
                  {twos.unsigned.toString()}
                </dd>
              </div>
            </dl>
            {twos.overflow ? (
              <Notice tone="warning" title="Overflow">
                <span data-testid="twos-overflow">{twos.overflow}</span>
              </Notice>
            ) : (
              <p data-testid="twos-fits" className={looks.mutedText}>
                {twos.fitsSigned && twos.fitsUnsigned
                  ? `Fits in ${bits} bits, signed or unsigned.`
                  : twos.fitsSigned
                    ? `Fits in a signed ${bits}-bit integer only (negative).`
                    : `Fits in an unsigned ${bits}-bit integer only: read as signed it is ${twos.signed}.`}
              </p>
            )}
          </Stack>
        ) : (
          <p className={looks.mutedText}>Enter a valid number to see its bit pattern.</p>
        )}
      </Panel>
    </Stack>
  )
}
