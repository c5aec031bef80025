import { RefreshCw } from 'lucide-react'
import { startTransition, useEffect, useState } from 'react'
import { CopyButton, DownloadButton, NumberField, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { LOCALES, type Locale } from '../../lib/names/name-data'
import { type Gender, rngFor } from '../../lib/names/names'
import { css, cx } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  avatarSvg,
  DEFAULT_FAKE_USER_OPTIONS,
  type FakeUser,
  type FakeUserOptions,
  generateUsers,
  MAX_USERS,
  normaliseOptions,
  usersToCsv,
  usersToJson,
} from './fake-user'

const GENDERS: readonly { value: Gender; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
]
const PAGE = 100

const avatarUrl = (u: FakeUser) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(u, 40))}`

function UserCard({ user }: { user: FakeUser }) {
  const row = css({
    display: 'flex',
    gap: '2',
    minW: 0,
    '& dt': { color: 'fg.muted', flex: '0 0 4.75rem' },
    '& dd': { minW: 0, flex: '1' },
  })
  return (
    <li
      data-testid="fake-user"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '3',
        borderRadius: 'lg',
        border: '1px solid',
        borderColor: 'border.default',
        bg: 'bg.surface',
        minW: 0,
      })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', minW: 0 })}>
        <img src={avatarUrl(user)} alt={`Avatar ${user.initials}`} width={40} height={40} />
        <p className={css({ fontWeight: 'semibold', color: 'fg.default', overflowWrap: 'anywhere' })}>
          {user.fullName}
        </p>
      </div>
      <dl className={css({ fontSize: 'sm', display: 'grid', gap: '0.5', overflowWrap: 'anywhere' })}>
        <div className={row}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div className={row}>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <div className={row}>
          <dt>Phone</dt>
          <dd>{user.phone}</dd>
        </div>
        <div className={row}>
          <dt>Address</dt>
          <dd>{user.address}</dd>
        </div>
        <div className={row}>
          <dt>Company</dt>
          <dd>{user.company}</dd>
        </div>
        <div className={row}>
          <dt>Birthday</dt>
          <dd>
            {user.birthday} (age {user.age})
          </dd>
        </div>
      </dl>
    </li>
  )
}

export default function FakeUserView() {
  const [locale, setLocale] = useLinkState<Locale>('locale', DEFAULT_FAKE_USER_OPTIONS.locale)
  const [gender, setGender] = useLinkState<Gender>('gender', DEFAULT_FAKE_USER_OPTIONS.gender)
  const [countRaw, setCountRaw] = useLinkState('count', String(DEFAULT_FAKE_USER_OPTIONS.count))
  const [minRaw, setMinRaw] = useLinkState('minAge', String(DEFAULT_FAKE_USER_OPTIONS.minAge))
  const [maxRaw, setMaxRaw] = useLinkState('maxAge', String(DEFAULT_FAKE_USER_OPTIONS.maxAge))
  const [seed, setSeed] = useLinkState('seed', '')
  const [users, setUsers] = useState<FakeUser[]>([])
  const [shown, setShown] = useState(PAGE)
  /** The seed the shown batch was made from ('' = crypto). */
  const [batchSeed, setBatchSeed] = useState('')
  const batch = useJob(({ options, seed }: { options: FakeUserOptions; seed: string }, { signal, onProgress }) =>
    generateUsers(options, rngFor(seed), new Date(), { signal, onProgress: (done) => onProgress({ done }) }),
  )
  const busy = batch.running ? (batch.progress?.done ?? 0) : null

  const generate = async () => {
    const num = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw))
    const o = normaliseOptions({ locale, gender, count: num(countRaw), minAge: num(minRaw), maxAge: num(maxRaw) })
    setCountRaw(String(o.count))
    setMinRaw(String(o.minAge))
    setMaxRaw(String(o.maxAge))
    const outcome = await batch.start({ options: o, seed })
    if (outcome.status !== 'done') return notifyUnfinished(outcome, { failed: 'Users not generated' })
    // A transition lets React render the cards in slices between frames instead of one long task.
    startTransition(() => {
      setUsers(outcome.result)
      setBatchSeed(seed.trim())
      setShown(PAGE)
    })
  }

  // Generates once on arrival, so the page never opens empty (a batch still running stops when the page goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    void generate()
  }, [])

  const seeded = seed.trim() !== ''
  const fictional = users[0]?.phoneFictional

  return (
    <div className={looks.stack}>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'start',
          })}
        >
          <SelectField<Locale> label="Locale" value={locale} options={LOCALES} onChange={setLocale} />
          <NumberField
            label={`How many users (1–${MAX_USERS})`}
            min={1}
            max={MAX_USERS}
            value={countRaw}
            onChange={(e) => setCountRaw(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && generate()}
          />
          <NumberField
            label="Youngest age"
            min={0}
            max={120}
            value={minRaw}
            onChange={(e) => setMinRaw(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && generate()}
          />
          <NumberField
            label="Oldest age"
            min={0}
            max={120}
            value={maxRaw}
            onChange={(e) => setMaxRaw(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && generate()}
          />
        </div>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'auto minmax(0, 1fr)' },
            gap: '3',
            alignItems: 'start',
          })}
        >
          <Segmented label="Gender" value={gender} options={GENDERS} onChange={setGender} />
          <TextField
            label="Seed (optional)"
            placeholder="e.g. test-fixtures-1"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && generate()}
            hint={
              seeded
                ? 'Seeded: a mulberry32 generator, so the same seed and options give the same users (ages count from today).'
                : 'No seed: every batch comes from crypto.getRandomValues and is different.'
            }
          />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <button
            type="button"
            className={button({ variant: 'solid', size: 'md' })}
            onClick={() => generate()}
            disabled={busy !== null}
          >
            <RefreshCw aria-hidden />
            Generate
          </button>
          <span role="status" className={looks.mutedText}>
            {busy !== null ? `Generating… ${busy}` : users.length ? `${users.length} users ready` : ''}
          </span>
        </div>
        <p className={looks.mutedSmall}>
          Emails use only the reserved example.com, example.org and example.net domains, so nobody real gets mail.
          {fictional === false
            ? ' This locale has no published range of fictional phone numbers: the numbers only follow the format and must not be dialled.'
            : ' Phone numbers come from the range set aside for fiction (US 555-0100–0199, UK 07700 900xxx, France 06 39 98 xx xx).'}
        </p>
      </Panel>
      <Panel
        title="Users"
        description={
          users.length ? `Showing ${Math.min(shown, users.length)} of ${users.length}; exports contain all` : undefined
        }
        actions={
          <>
            <CopyButton value={() => usersToJson(users)} label="Copy JSON" what="Users JSON" disabled={!users.length} />
            <DownloadButton
              label="JSON"
              aria-label="Download JSON"
              filename="fake-users.json"
              mime="application/json"
              data={users.length ? () => usersToJson(users) : null}
              success={{ title: 'Downloaded!', description: 'Users saved as JSON' }}
            />
            <DownloadButton
              label="CSV"
              aria-label="Download CSV"
              filename="fake-users.csv"
              mime="text/csv;charset=utf-8"
              data={users.length ? () => usersToCsv(users) : null}
              success={{ title: 'Downloaded!', description: 'Users saved as CSV' }}
            />
          </>
        }
      >
        {users.length > 0 && (
          <span className={cx(badge({ tone: batchSeed ? 'accent' : 'neutral' }), css({ alignSelf: 'flex-start' }))}>
            {batchSeed ? `Seed "${batchSeed}"` : 'Random (crypto)'}
          </span>
        )}
        <ul
          aria-label="Generated users"
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {users.slice(0, shown).map((u) => (
            <UserCard key={u.id} user={u} />
          ))}
        </ul>
        {shown < users.length && (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => startTransition(() => setShown((n) => n + PAGE))}
          >
            Show {Math.min(PAGE, users.length - shown)} more
          </button>
        )}
      </Panel>
    </div>
  )
}
