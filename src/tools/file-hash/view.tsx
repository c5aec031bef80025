import { Trash2, X } from 'lucide-react'
import { DownloadButton, EmptyState, FileDrop, Notice, Panel, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { ALGORITHM_LABELS, type HashAlgorithm } from '../../lib/hash-format'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { ExpectedMessage } from './expected-message'
import {
  checkExpected,
  checksumsFileName,
  checksumsText,
  DEFAULT_ALGORITHMS,
  FILE_ALGORITHMS,
  type FileAlgorithm,
  orderAlgorithms,
} from './file-hash'
import { FileRow } from './file-row'
import { useFileJobs } from './use-file-jobs'

export default function FileHashView() {
  const [chosen, setChosen] = useLinkState<FileAlgorithm[]>('algorithms', [...DEFAULT_ALGORITHMS])
  const [expected, setExpected] = useLinkState('expected', '', 'input')
  const jobs = useFileJobs()
  const { entries, states } = jobs

  const toggle = (algorithm: FileAlgorithm, on: boolean) => {
    const next = orderAlgorithms(on ? [...chosen, algorithm] : chosen.filter((a) => a !== algorithm))
    setChosen(next)
    // Every file is read again with the new set (one pass feeds all the chosen hashers).
    jobs.restartAll(next)
  }

  const digestsAt = (i: number) => {
    const state = states[i]
    return state?.status === 'done' ? state.result : null
  }
  const running = states.filter((s) => s.status === 'running').length
  const hashed = entries.flatMap((e, i) => {
    const digests = digestsAt(i)
    return digests ? [{ name: e.file.name, digests }] : []
  })
  const result = checkExpected(
    expected,
    entries.map((e, i) => ({ name: e.file.name, digests: digestsAt(i) ?? {} })),
  )
  const matchOf = (index: number, a: HashAlgorithm) =>
    result.kind === 'single' && result.matches.some((m) => m.index === index && m.algorithm === a)

  return (
    <div className={looks.stackFill}>
      <Panel title="Files and algorithms">
        <FileDrop
          multiple
          onFiles={(files) => jobs.add(files, chosen)}
          label="Drop files here or click to choose"
          hint="Any type and size: read in slices, never uploaded. Several files hash in parallel."
        />
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
          <legend className={looks.labelAbove}>Algorithms</legend>
          <div className={looks.rowWide}>
            {FILE_ALGORITHMS.map((a) => (
              <CheckboxField
                key={a}
                label={ALGORITHM_LABELS[a]}
                checked={chosen.includes(a)}
                onChange={(on) => toggle(a, on)}
              />
            ))}
          </div>
          {chosen.length === 0 ? <Notice tone="warning">Choose at least one algorithm.</Notice> : null}
        </fieldset>
      </Panel>

      <Panel
        title={entries.length ? `Checksums (${hashed.length} of ${entries.length} files)` : 'Checksums'}
        actions={
          entries.length ? (
            <>
              {running ? (
                <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={jobs.cancelAll}>
                  <X aria-hidden /> Cancel all
                </button>
              ) : null}
              <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={jobs.clear}>
                <Trash2 aria-hidden /> Clear
              </button>
            </>
          ) : null
        }
      >
        {entries.length === 0 ? (
          <EmptyState title="No files yet">Add files above to see their checksums.</EmptyState>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
            {entries.map((e, index) => (
              <FileRow
                key={e.id}
                entry={e}
                state={states[index] ?? { status: 'idle' }}
                check={result.kind === 'list' ? result.checks[index] : null}
                isMatch={(a) => matchOf(index, a)}
                canRestart={chosen.length > 0}
                onCancel={() => jobs.cancel(e)}
                onRestart={() => jobs.start(e, chosen)}
                onRemove={() => jobs.remove(e)}
              />
            ))}
          </ul>
        )}
      </Panel>

      <Panel
        title="Verify and save"
        description="Checksums files use the sha256sum format: one “<hex>  <name>” line per file."
      >
        <TextAreaField
          label="Compare with an expected checksum"
          rows={3}
          value={expected}
          onChange={(e) => setExpected(e.target.value)}
          placeholder="Paste one digest (hex or Base64), or the lines of a checksums file"
          hint="One value is looked up in every file and algorithm; the lines of a SHA256SUMS-style file are matched to the files by name."
          mono
        />
        <ExpectedMessage
          result={result}
          names={entries.map((e) => e.file.name)}
          isDone={(i) => digestsAt(i) !== null}
          running={running}
        />
        <div className={looks.row}>
          {chosen.map((a) => (
            <DownloadButton
              key={a}
              label={checksumsFileName(a)}
              aria-label={`Download ${checksumsFileName(a)}`}
              filename={checksumsFileName(a)}
              mime="application/octet-stream"
              data={running ? '' : checksumsText(hashed, a)}
              disabled={running > 0 || !hashed.some((f) => f.digests[a])}
              success={{ title: 'Downloaded!', description: `${checksumsFileName(a)} saved` }}
            />
          ))}
        </div>
        {running ? (
          <p className={looks.mutedSmall}>The checksums files can be saved when every file is hashed.</p>
        ) : null}
      </Panel>
    </div>
  )
}
