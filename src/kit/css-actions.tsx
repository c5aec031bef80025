// The CSS generators' shared parts: Copy CSS / Download CSS with their own toasts, and the usage-examples card.
import { css } from '../styled-system/css'
import { CodeOutput } from './code-output'
import { CopyButton } from './copy-button'
import { DownloadButton } from './download-button'
import { Panel } from './panel'

export function CopyCssButton({ value, what = 'CSS' }: { value: string; what?: string }) {
  return (
    <CopyButton
      value={value}
      label="Copy CSS"
      size="sm"
      success={{ title: 'CSS copied!', description: `${what} copied to clipboard` }}
      failure={{
        title: 'Copy failed',
        description: `Could not copy the ${what}. Select the code and copy it by hand.`,
      }}
    />
  )
}

export function DownloadCssButton({ value, filename }: { value: string; filename: string }) {
  return (
    <DownloadButton
      filename={filename}
      data={value}
      mime="text/css;charset=utf-8"
      label="Download"
      aria-label={`Download ${filename}`}
      success={{ title: 'CSS downloaded', description: `Saved as ${filename}` }}
    />
  )
}

/** The "Usage examples" card of the CSS generators: titled snippets built from the current design. */
export function UsageExamples({ examples }: { examples: readonly { title: string; code: string }[] }) {
  return (
    <Panel title="Usage examples">
      {examples.map((ex) => (
        <div key={ex.title} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{ex.title}</h3>
          <CodeOutput label={ex.title} value={ex.code} />
        </div>
      ))}
    </Panel>
  )
}
