import { Check, Eye, EyeOff, RefreshCw, X } from 'lucide-react'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { CopyButton, Panel, SplitLayout, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { badge, button, input } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SliderField } from '../../ui/slider'
import { notify } from '../../ui/toaster'
import {
  characterSets,
  DEFAULT_OPTIONS,
  entropyBits,
  generatePassword,
  MAX_LENGTH,
  MIN_LENGTH,
  type PasswordOptions,
  PRESETS,
  STRENGTH_CHECK_LABELS,
  type StrengthChecks,
  scorePassword,
} from './password-generator'

const barTone = {
  danger: css({ bg: 'danger.fg' }),
  warning: css({ bg: 'warning.fg' }),
  accent: css({ bg: 'accent.solid' }),
  success: css({ bg: 'success.fg' }),
}

export default function PasswordGeneratorView() {
  const [options, setOptions] = useLinkState<PasswordOptions>('settings', DEFAULT_OPTIONS)
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useState(true)

  const generate = useCallback((o: PasswordOptions) => {
    if (!characterSets(o).length) {
      notify({ type: 'error', title: 'Error', description: 'Please select at least one character type' })
      return
    }
    setPassword(generatePassword(o))
  }, [])

  // Generated on first display, with the options it opened with; shown at transition priority, so on a prerendered
  // page the render it costs yields to the page rather than blocking it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    if (!characterSets(options).length) return
    const first = generatePassword(options)
    startTransition(() => setPassword(first))
  }, [])

  const update = (patch: Partial<PasswordOptions>) => {
    const next = { ...options, ...patch }
    setOptions(next)
    if (characterSets(next).length) setPassword(generatePassword(next))
  }

  const strength = scorePassword(password)
  const noType = characterSets(options).length === 0

  return (
    <Stack>
      <Panel
        title="Your password"
        actions={
          <>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? 'Hide password' : 'Show password'}
              aria-pressed={!visible}
            >
              {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {visible ? 'Hide' : 'Show'}
            </button>
            <CopyButton value={password} what="Password" />
          </>
        }
      >
        <input
          readOnly
          type={visible ? 'text' : 'password'}
          value={password}
          aria-label="Generated password"
          data-testid="password-output"
          className={cx(input({ mono: true }), css({ h: '12', fontSize: { base: 'md', md: 'lg' } }))}
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className={looks.stackTight}>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
            <span className={looks.mutedText}>Strength</span>
            <span data-testid="strength-label" className={badge({ tone: strength.tone })}>
              {strength.label} · {strength.score}/10
            </span>
          </div>
          <div
            role="meter"
            aria-label="Password strength"
            aria-valuemin={0}
            aria-valuemax={10}
            aria-valuenow={strength.score}
            aria-valuetext={`${strength.label}, ${strength.score} of 10`}
            className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
          >
            <div
              className={cx(
                css({ h: '100%', borderRadius: 'full', transition: 'width 150ms' }),
                barTone[strength.tone],
              )}
              style={{ width: `${strength.score * 10}%` }}
            />
          </div>
        </div>
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'md' }), css({ alignSelf: 'flex-start' }))}
          onClick={() => generate(options)}
        >
          <RefreshCw aria-hidden /> Generate
        </button>
      </Panel>

      <SplitLayout>
        <Panel title="Options">
          <SliderField
            label="Length"
            value={options.length}
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            onChange={(length) => update({ length })}
            valueText={`${options.length} characters`}
          />
          <fieldset className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
            <legend className={looks.labelAbove}>Include</legend>
            <CheckboxField
              label="Uppercase (A–Z)"
              checked={options.uppercase}
              onChange={(v) => update({ uppercase: v })}
            />
            <CheckboxField
              label="Lowercase (a–z)"
              checked={options.lowercase}
              onChange={(v) => update({ lowercase: v })}
            />
            <CheckboxField label="Numbers (0–9)" checked={options.numbers} onChange={(v) => update({ numbers: v })} />
            <CheckboxField label="Symbols (!@#$…)" checked={options.symbols} onChange={(v) => update({ symbols: v })} />
          </fieldset>
          <fieldset className={css({ display: 'grid', gap: '3' })}>
            <legend className={looks.labelAbove}>Exclude</legend>
            <CheckboxField
              label="Similar characters (i, l, 1, L, o, 0, O)"
              checked={options.excludeSimilar}
              onChange={(v) => update({ excludeSimilar: v })}
            />
            <CheckboxField
              label="Ambiguous symbols ({ } [ ] ( ) / \ ' &quot; ` ~ , ; . < >)"
              checked={options.excludeAmbiguous}
              onChange={(v) => update({ excludeAmbiguous: v })}
            />
          </fieldset>
          {noType ? (
            <p role="alert" className={looks.dangerText}>
              Please select at least one character type.
            </p>
          ) : (
            <p className={looks.mutedSmall}>
              About {entropyBits(options)} bits of entropy from {characterSets(options).join('').length} possible
              characters.
            </p>
          )}
          <div>
            <p className={looks.labelAbove}>Presets</p>
            <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
              {PRESETS.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  className={cx(
                    button({ variant: 'outline', size: 'md' }),
                    css({
                      h: 'auto',
                      py: '2',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      justifyContent: 'flex-start',
                      whiteSpace: 'normal',
                      textAlign: 'left',
                      gap: '0',
                    }),
                  )}
                  onClick={() => {
                    setOptions(p.options)
                    generate(p.options)
                  }}
                >
                  <span>{p.name}</span>
                  <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                    {p.description}
                  </span>
                </button>
              ))}
            </div>
          </div>
        </Panel>

        <Stack>
          <Panel title="Security analysis">
            <ul data-testid="strength-checks" className={looks.fieldStack}>
              {(Object.keys(STRENGTH_CHECK_LABELS) as (keyof StrengthChecks)[]).map((key) => {
                const ok = strength.checks[key]
                return (
                  <li
                    key={key}
                    data-ok={ok}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      fontSize: 'sm',
                      '& svg': { w: '4', h: '4', flexShrink: 0 },
                    })}
                  >
                    {ok ? (
                      <Check aria-hidden className={css({ color: 'success.fg' })} />
                    ) : (
                      <X aria-hidden className={css({ color: 'danger.fg' })} />
                    )}
                    <span className={css({ color: ok ? 'fg.default' : 'fg.muted' })}>
                      {STRENGTH_CHECK_LABELS[key]}
                      <span className={looks.visuallyHidden}>{ok ? ': yes' : ': no'}</span>
                    </span>
                  </li>
                )
              })}
            </ul>
          </Panel>
          <Panel title="Tips">
            <ProseList>
              <li>Use a different password for every account, and keep them in a password manager.</li>
              <li>Length matters most: 16 or more characters beats a short password full of symbols.</li>
              <li>Turn on two-factor authentication wherever it is offered.</li>
              <li>Exclude similar characters when a password has to be read or typed by hand.</li>
              <li>
                Passwords are made on this device with the browser's cryptographic random generator; nothing is sent
                anywhere.
              </li>
            </ProseList>
          </Panel>
        </Stack>
      </SplitLayout>
    </Stack>
  )
}
