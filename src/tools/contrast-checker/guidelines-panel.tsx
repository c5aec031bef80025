// What the WCAG contrast levels ask for, and how the ratio and the rating are worked out.
import { Panel } from '../../kit'
import { css } from '../../styled-system/css'

export function GuidelinesPanel() {
  return (
    <Panel title="Guidelines">
      <ul
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '2',
          fontSize: 'sm',
          color: 'fg.muted',
          listStyleType: 'disc',
          pl: '5',
        })}
      >
        <li>
          <strong className={css({ color: 'fg.default' })}>AA</strong> (the usual legal and product target): 4.5:1 for
          normal text, 3:1 for large text.
        </li>
        <li>
          <strong className={css({ color: 'fg.default' })}>AAA</strong> (enhanced): 7:1 for normal text, 4.5:1 for large
          text.
        </li>
        <li>Large text is at least 18 pt (24 px) regular or 14 pt (about 18.7 px) bold.</li>
        <li>Icons, input borders and focus rings need at least 3:1 against what surrounds them (WCAG 1.4.11).</li>
        <li>
          The ratio is (L1 + 0.05) / (L2 + 0.05) of the relative luminances of the lighter and darker colour; it runs
          from 1:1 to 21:1 and is shown truncated, so a value just under a threshold never looks like a pass.
        </li>
        <li>Rating: Excellent from 7:1, Good from 4.5:1, Fair from 3:1, otherwise Poor.</li>
      </ul>
    </Panel>
  )
}
