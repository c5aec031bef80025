import { FlaskConical } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Notice, Panel, TextField } from '../../kit'
import { Link } from '../../kit/link'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { regexTesterLink } from '../../lib/regex'
import { css, cx } from '../../styled-system/css'
import { visuallyHidden } from '../../styled-system/patterns'
import { button, table } from '../../styled-system/recipes'
import { CHEATSHEET, entryCount, searchCheatsheet } from './regex-cheatsheet'

const tbl = table()
const cell = cx(tbl.cell, css({ verticalAlign: 'top' }))
const code = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })

export default function RegexCheatsheetView() {
  const [query, setQuery] = useLinkState('q', '')
  const deferred = useDeferredValue(query)
  const sections = useMemo(() => searchCheatsheet(deferred), [deferred])
  const count = entryCount(sections)

  return (
    <div className={looks.stackFill}>
      <Panel>
        <TextField
          label="Search the syntax"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. lookbehind, \d, unicode, lazy"
          hint={`${count} of ${entryCount(CHEATSHEET)} entries. "Try it" opens the example in the RegEx Tester.`}
        />
      </Panel>
      {count === 0 ? <Notice tone="info">Nothing matches “{query}”.</Notice> : null}
      {sections.map((section) => (
        <Panel key={section.id} title={section.title}>
          <div className={tbl.scroller}>
            <table className={tbl.root}>
              <thead className={tbl.head}>
                <tr>
                  <th className={cx(tbl.headerCell, css({ w: '20' }))}>Syntax</th>
                  <th className={tbl.headerCell}>Meaning</th>
                  <th className={tbl.headerCell}>Example</th>
                </tr>
              </thead>
              <tbody>
                {section.entries.map((entry) => (
                  <tr key={entry.token} data-testid="cheat-entry" className={tbl.row}>
                    <td className={cell}>
                      <code className={code}>{entry.token}</code>
                    </td>
                    <td className={cell}>{entry.meaning}</td>
                    <td className={cell}>
                      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                        <code className={code}>
                          /{entry.example.pattern}/{entry.example.flags}
                        </code>
                        <Link
                          to={regexTesterLink(entry.example.pattern, entry.example.flags, entry.example.text)}
                          className={button({ variant: 'ghost', size: 'xs' })}
                        >
                          <FlaskConical aria-hidden /> Try it
                          <span className={visuallyHidden()}>with {entry.token} in the RegEx Tester</span>
                        </Link>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      ))}
    </div>
  )
}
