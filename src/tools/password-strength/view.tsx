import { Eye, EyeOff, Loader2 } from 'lucide-react'
import { useId, useState } from 'react'
import { EmptyState, Notice, Panel, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { Meter } from './meter'
import { Results } from './results'
import { useStrength } from './use-strength'

export default function PasswordStrengthView() {
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useLinkState('show', false)
  const [personal, setPersonal] = useState('')
  const fieldId = useId()
  const { engine, loadError, result } = useStrength(password, personal)

  const analysis = result && password ? result.analysis : null
  const stale = !!result && (result.password !== password || result.personal !== personal)
  const length = result ? [...result.password].length : 0

  return (
    <Stack>
      <Panel
        title="Password to check"
        description="Checked on this device only: nothing is sent, saved or remembered."
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={fieldId}
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {visible ? 'Hide' : 'Show'}
          </button>
        }
      >
        <div className={looks.fieldStack}>
          <label htmlFor={fieldId} className={looks.labelText}>
            Password
          </label>
          <input
            id={fieldId}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-lpignore="true"
            data-1p-ignore="true"
            data-form-type="other"
            placeholder="Type a password…"
            className={cx(input({ mono: true }), css({ h: '12', fontSize: { base: 'md', md: 'lg' } }))}
          />
        </div>
        <div className={looks.row}>
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!password}
            onClick={() => setPassword('')}
          >
            Clear
          </button>
        </div>
        <Meter analysis={password ? analysis : null} loading={!engine && !loadError} stale={stale} />
        <TextField
          label="Words about you (optional)"
          hint="Your name, username, birthday or pet's name, separated by spaces or commas: passwords built from them are scored down."
          value={personal}
          onChange={(e) => setPersonal(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Panel>

      {loadError ? (
        <Notice tone="danger" title="The password dictionaries could not be loaded">
          {loadError}. Reload the page to try again.
        </Notice>
      ) : null}

      {!engine && !loadError ? (
        <div
          role="status"
          className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', fontSize: 'sm' })}
        >
          <Loader2 aria-hidden className={css({ w: '4', h: '4', animation: 'spin 1s linear infinite' })} />
          Loading the password dictionaries…
        </div>
      ) : null}

      {engine && !password ? (
        <EmptyState title="Type a password to see how strong it is">
          It is checked against common passwords, names, English words, keyboard patterns, dates, repeats and sequences.
        </EmptyState>
      ) : null}

      {analysis && password ? <Results analysis={analysis} length={length} /> : null}
    </Stack>
  )
}
