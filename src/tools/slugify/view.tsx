import { useDeferredValue, useMemo } from 'react'
import { CopyButton, NumberField, Panel, SplitLayout } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { DEFAULT_SLUG_OPTIONS, displaySlug, parseMaxLength, SEPARATORS, slugify, urlPreview } from './slugify'

type SeparatorChoice = (typeof SEPARATORS)[number]['value']

const valueClass = css({
  fontFamily: 'mono',
  fontSize: 'md',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  px: '3',
  py: '2.5',
  overflowWrap: 'anywhere',
  minH: '10',
})

export default function SlugifyView() {
  const [text, setText] = useLinkState('text', '', 'input')
  const [lowercase, setLowercase] = useLinkState('lowercase', DEFAULT_SLUG_OPTIONS.lowercase)
  const [removeSpaces, setRemoveSpaces] = useLinkState('removeSpaces', DEFAULT_SLUG_OPTIONS.removeSpaces)
  const [removeSpecialChars, setRemoveSpecialChars] = useLinkState(
    'removeSpecial',
    DEFAULT_SLUG_OPTIONS.removeSpecialChars,
  )
  const [maxLengthRaw, setMaxLengthRaw] = useLinkState('maxLength', String(DEFAULT_SLUG_OPTIONS.maxLength))
  const [separator, setSeparator] = useLinkState<SeparatorChoice>('separator', 'hyphen')
  const deferred = useDeferredValue(text)
  const maxLength = parseMaxLength(maxLengthRaw)
  const sep = SEPARATORS.find((s) => s.value === separator)?.sep ?? '-'
  const slug = useMemo(
    () => slugify(deferred, { lowercase, removeSpaces, removeSpecialChars, maxLength, separator: sep }),
    [deferred, lowercase, removeSpaces, removeSpecialChars, maxLength, sep],
  )
  const empty = slug === ''

  return (
    <SplitLayout>
      <div className={looks.stackFill}>
        <Panel title="Input">
          <LargeTextField
            label="Text to turn into a slug"
            placeholder="e.g. My First Blog Post — Crème Brûlée & Friends"
            value={text}
            onValueChange={setText}
            rows={4}
          />
        </Panel>
        <Panel title="Options">
          <div className={looks.stackSnug}>
            <CheckboxField label="Lowercase" checked={lowercase} onChange={setLowercase} />
            <CheckboxField
              label="Replace spaces with the separator"
              checked={removeSpaces}
              onChange={setRemoveSpaces}
            />
            <CheckboxField
              label="Remove special characters"
              checked={removeSpecialChars}
              onChange={setRemoveSpecialChars}
            />
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
              })}
            >
              <NumberField
                label="Max length"
                min={0}
                max={200}
                step={1}
                value={maxLengthRaw}
                onChange={(e) => setMaxLengthRaw(e.target.value)}
                onBlur={() => setMaxLengthRaw(String(maxLength))}
                hint="0 to 200; 0 means no limit"
              />
              <SelectField label="Separator" value={separator} options={SEPARATORS} onChange={(v) => setSeparator(v)} />
            </div>
          </div>
        </Panel>
      </div>
      <Panel title="Slug" actions={<CopyButton value={slug} what="Slug" aria-label="Copy slug" />}>
        <output
          aria-label="Slug"
          data-testid="slug"
          className={valueClass}
          style={empty ? { fontStyle: 'italic' } : undefined}
        >
          <span className={empty ? looks.muted : undefined}>{displaySlug(slug)}</span>
        </output>
        <div className={looks.fieldStack}>
          <span className={looks.labelText}>URL preview</span>
          <output aria-label="URL preview" data-testid="url-preview" className={valueClass}>
            {urlPreview(slug)}
          </output>
        </div>
        <p className={looks.mutedText} data-testid="slug-length">
          {Array.from(slug).length} characters{maxLength > 0 ? ` (limit ${maxLength})` : ' (no limit)'}
        </p>
      </Panel>
    </SplitLayout>
  )
}
