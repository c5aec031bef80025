// How the formats compare: compression, quality, size and what each is best for.
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { FORMAT_COMPARISON } from '../../lib/media/audio-convert'
import { css, cx } from '../../styled-system/css'
import { table } from '../../styled-system/recipes'

const tbl = table()
const headCell = cx(tbl.headerCell, css({ py: '2' }))
const cell = cx(tbl.cell, css({ py: '2', verticalAlign: 'top' }))

export function FormatComparison() {
  return (
    <Panel title="Format comparison">
      <div className={looks.scrollX} role="region" aria-label="Format comparison table" tabIndex={0}>
        <table className={cx(tbl.root, css({ minW: '40rem' }))}>
          <thead className={tbl.head}>
            <tr>
              <th scope="col" className={headCell}>
                Format
              </th>
              <th scope="col" className={headCell}>
                Compression
              </th>
              <th scope="col" className={headCell}>
                Quality
              </th>
              <th scope="col" className={headCell}>
                File size
              </th>
              <th scope="col" className={headCell}>
                Best for
              </th>
            </tr>
          </thead>
          <tbody>
            {FORMAT_COMPARISON.map((row) => (
              <tr key={row.format} className={tbl.row}>
                <th scope="row" className={cx(headCell, css({ verticalAlign: 'top' }))}>
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
