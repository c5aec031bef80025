// How the formats compare: compression, quality, size and what each is best for.
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { FORMAT_COMPARISON } from '../../lib/media/audio-convert'
import { css } from '../../styled-system/css'

const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default' })

export function FormatComparison() {
  return (
    <Panel title="Format comparison">
      <div className={looks.scrollX} role="region" aria-label="Format comparison table" tabIndex={0}>
        <table className={css({ w: '100%', borderCollapse: 'collapse', fontSize: 'sm', minW: '40rem' })}>
          <thead>
            <tr className={looks.muted}>
              <th scope="col" className={cell}>
                Format
              </th>
              <th scope="col" className={cell}>
                Compression
              </th>
              <th scope="col" className={cell}>
                Quality
              </th>
              <th scope="col" className={cell}>
                File size
              </th>
              <th scope="col" className={cell}>
                Best for
              </th>
            </tr>
          </thead>
          <tbody>
            {FORMAT_COMPARISON.map((row) => (
              <tr key={row.format}>
                <th scope="row" className={cell}>
                  {row.format}
                </th>
                <td className={cell}>{row.compression}</td>
                <td className={cell}>{row.quality}</td>
                <td className={cell}>{row.size}</td>
                <td className={cell}>{row.bestFor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
