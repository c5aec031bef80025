// What the check found: the warning, each pattern, suggestions, and the time to crack under several attacks.
import { ShieldCheck } from 'lucide-react'
import { CopyButton, Notice, Panel, SplitLayout, Stack } from '../../kit'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { type Analysis, MAX_ANALYSED, reportText } from '../../lib/password/strength'
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'
import { findingsSummary } from './strength-text'

const rowClass = css({ borderTopWidth: '1px', borderColor: 'border.default', '& > *': { py: '2', pr: '3' } })

export function Results({ analysis, length }: { analysis: Analysis; length: number }) {
  return (
    <SplitLayout>
      <Stack>
        <Panel
          title="What was found"
          description={findingsSummary(length, analysis.guessesLog10)}
          actions={<CopyButton value={() => reportText(analysis, length)} what="Report" label="Copy report" />}
        >
          {analysis.warning ? (
            <Notice tone={analysis.score <= 1 ? 'danger' : 'warning'}>
              <span data-testid="strength-warning">{analysis.warning}</span>
            </Notice>
          ) : analysis.score >= 3 ? (
            <Notice tone="success">
              <span data-testid="strength-warning">
                {analysis.patternFree
                  ? 'No guessable pattern found.'
                  : 'Strong overall, though it contains the patterns below.'}
              </span>
            </Notice>
          ) : null}
          {analysis.truncated ? (
            <p className={looks.mutedSmall}>
              Only the first {MAX_ANALYSED} characters were analysed; the rest only makes it stronger.
            </p>
          ) : null}
          <ol data-testid="findings" className={looks.stackTight}>
            {analysis.findings.map((f, i) => (
              <li
                key={i}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1',
                  p: '3',
                  borderRadius: 'md',
                  bg: 'bg.subtle',
                  minW: 0,
                })}
              >
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', minW: 0 })}>
                  <span className={badge({ tone: f.kind === 'Random characters' ? 'success' : 'warning' })}>
                    {f.kind}
                  </span>
                  <code
                    className={css({
                      fontFamily: 'mono',
                      fontSize: 'sm',
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-wrap',
                      minW: 0,
                    })}
                  >
                    {f.token}
                  </code>
                </div>
                <p className={looks.mutedWrap}>{f.detail}</p>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title="Suggestions">
          <ProseList>
            {analysis.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ProseList>
        </Panel>
      </Stack>
      <Panel title="Estimated time to crack" description="Assuming the attacker knows these patterns.">
        <div className={css({ overflowX: 'auto' })}>
          <table data-testid="crack-times" className={looks.dataTable}>
            <thead>
              <tr className={css({ textAlign: 'left', color: 'fg.muted', '& > th': { pb: '2', pr: '3' } })}>
                <th scope="col">Attack</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {analysis.crackTimes.map((r) => (
                <tr key={r.key} className={rowClass}>
                  <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                    {r.scenario}
                    <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{r.rate}</span>
                  </th>
                  <td data-testid={`crack-${r.key}`} className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
                    {r.display}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p
          className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', gap: '1.5', alignItems: 'flex-start' })}
        >
          <ShieldCheck aria-hidden className={css({ w: '4', h: '4', flexShrink: 0 })} />
          Estimates from zxcvbn-ts. Turn on two-factor authentication: it protects you even when a password leaks.
        </p>
      </Panel>
    </SplitLayout>
  )
}
