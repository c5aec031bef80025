// What the diff's colours mean.
import { css, cx } from '../../styled-system/css'
import { addedBg, addedWord, removedBg, removedWord } from './diff-styles'

const swatch = css({
  display: 'inline-block',
  w: '3.5',
  h: '3.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.strong',
})
const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })

export function Legend() {
  return (
    <ul
      aria-label="Legend"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'xs', color: 'fg.muted' })}
    >
      <li className={item}>
        <span aria-hidden className={cx(swatch, addedBg, css({ borderColor: 'success.fg' }))} />+ Added line
      </li>
      <li className={item}>
        <span aria-hidden className={cx(swatch, removedBg, css({ borderColor: 'danger.fg' }))} />− Removed line
      </li>
      <li className={item}>
        <span aria-hidden className={swatch} />
        Unchanged line
      </li>
      <li className={item}>
        <span className={cx(addedWord, css({ px: '1', color: 'fg.default' }))}>word</span>
        <span className={cx(removedWord, css({ px: '1', color: 'fg.default' }))}>word</span>
        Changed words
      </li>
    </ul>
  )
}
