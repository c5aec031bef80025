import { Minimize2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { minifySvgInWorker } from '../../jobs/svg'
import { CodeOutput, CopyButton, DownloadButton, JobStatus, Panel, SplitLayout, Stats } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { useRevokeWhenReplaced } from '../../kit/object-url'
import { ProseList } from '../../kit/prose-list'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { type MinifyResult, SAMPLE_SVG, TECHNIQUES } from './svg-minify'

/** An object URL for an SVG shown through <img>: scripts inside never run there. */
function useSvgUrl(svg: string | null): string | null {
  const url = useMemo(() => (svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : null), [svg])
  useRevokeWhenReplaced(url)
  return url
}

function PreviewBox({ url, label, testId }: { url: string | null; label: string; testId: string }) {
  return (
    <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <figcaption className={looks.labelText}>{label}</figcaption>
      <div
        // The SVG is drawn in its own colours: a light backdrop in both themes.
        style={{ background: '#ffffff' }}
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          p: '3',
          minH: '40',
        })}
      >
        {url ? <img src={url} alt={label} data-testid={testId} className={css({ maxW: '100%', maxH: '64' })} /> : null}
      </div>
    </figure>
  )
}

export default function SvgMinifyView() {
  const [input, setInput] = useLinkState('svg', '', 'input')
  useHandoffText(setInput)
  const [result, setResult] = useState<MinifyResult | null>(null)
  const [source, setSource] = useState<string | null>(null)
  // SVGO runs in the worker (a big or deep SVG used to freeze the page for seconds); a refusal comes back as data.
  const minifyJob = useJob(async (svg: string, { signal }) => {
    const outcome = await minifySvgInWorker(svg, signal)
    if (!outcome.ok) throw new Error(outcome.message)
    return { result: outcome.result, svg }
  })
  const originalUrl = useSvgUrl(source)
  const minifiedUrl = useSvgUrl(result?.output ?? null)

  const minify = async () => {
    if (!input.trim()) {
      notify({ type: 'error', title: 'No input', description: 'Please enter SVG code to minify' })
      return
    }
    const outcome = await minifyJob.start(input)
    if (outcome.status === 'cancelled') return
    if (outcome.status === 'done') {
      const r = outcome.result.result
      setResult(r)
      setSource(outcome.result.svg)
      notify({ type: 'success', title: 'SVG minified', description: `Reduced size by ${r.reduction}%` })
      return
    }
    setResult(null)
    setSource(null)
    const description =
      outcome.status === 'failed' && outcome.error ? outcome.error : 'Invalid SVG code or processing error'
    notify({ type: 'error', title: 'Minification failed', description })
  }

  const clear = () => {
    setInput('')
    setResult(null)
    setSource(null)
  }

  return (
    <div className={looks.stackFill}>
      <SplitLayout>
        <Panel
          title="Input SVG"
          actions={
            <SampleClearActions
              onSample={() => setInput(SAMPLE_SVG)}
              onClear={clear}
              canClear={Boolean(input || result)}
            />
          }
        >
          <LargeTextField
            label="SVG code"
            mono
            rows={14}
            placeholder={'<svg xmlns="http://www.w3.org/2000/svg" …>'}
            value={input}
            onValueChange={setInput}
          />
          <JobStatus job={minifyJob} label="Minifying in the background…">
            <button type="button" className={button({ variant: 'solid' })} onClick={minify}>
              <Minimize2 aria-hidden /> Minify
            </button>
          </JobStatus>
        </Panel>
        <Panel
          title="Minified SVG"
          actions={
            <>
              <CopyButton
                value={result?.output ?? ''}
                success={{ title: 'SVG copied!', description: 'Minified SVG copied to clipboard' }}
                failure={{ title: 'Copy failed', description: 'Please try again' }}
              />
              <DownloadButton
                filename="minified.svg"
                data={result?.output ?? null}
                mime="image/svg+xml"
                success={{ title: 'SVG downloaded', description: 'minified.svg saved' }}
              />
            </>
          }
        >
          <Stats
            items={[
              {
                label: 'Original size',
                value: result ? formatBytes(result.originalSize) : '–',
                testId: 'svg-original',
              },
              {
                label: 'Minified size',
                value: result ? formatBytes(result.minifiedSize) : '–',
                testId: 'svg-minified',
              },
              { label: 'Reduction', value: result ? `${result.reduction}%` : '–', testId: 'svg-reduction' },
              { label: 'Bytes saved', value: result ? result.bytesSaved : '–', testId: 'svg-saved' },
            ]}
            columns={2}
          />
          <CodeOutput
            label="Minified SVG code"
            value={result?.output ?? ''}
            placeholder="The minified SVG appears here"
            maxHeight="320px"
          />
        </Panel>
      </SplitLayout>

      <Panel title="Preview" description="Both versions drawn as images, side by side: they should look the same.">
        {result ? (
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: '3',
            })}
          >
            <PreviewBox url={originalUrl} label="Original" testId="svg-preview-original" />
            <PreviewBox url={minifiedUrl} label="Minified" testId="svg-preview-minified" />
          </div>
        ) : (
          <p className={looks.mutedText}>Minify an SVG to compare the two versions.</p>
        )}
      </Panel>

      <Panel title="How it gets smaller">
        <ProseList muted>
          {TECHNIQUES.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ProseList>
        <p className={looks.mutedSmall}>
          Powered by SVGO with its safe default preset, run in your browser. Previews are shown as images, so scripts in
          an SVG never run.
        </p>
      </Panel>
    </div>
  )
}
