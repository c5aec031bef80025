// The inline message for JSON that does not parse: the parser's reason, the line and column, and a caret excerpt.
// Shared by json-diff (one per side) and json-to-ts.

import type { JsonErrorInfo } from '../lib/json/json-format'
import { css } from '../styled-system/css'
import { Notice } from '.'

export function JsonErrorNotice({ error, title, testId }: { error: JsonErrorInfo; title: string; testId: string }) {
  return (
    <Notice tone="danger" title={title}>
      <span data-testid={`${testId}-message`} className={css({ display: 'block' })}>
        {error.message}
      </span>
      <span data-testid={`${testId}-position`} className={css({ display: 'block', mt: '1' })}>
        Line {error.line}, column {error.column}
      </span>
      {error.excerpt ? (
        <pre
          className={css({
            fontFamily: 'mono',
            fontSize: 'xs',
            mt: '1',
            overflowX: 'auto',
            whiteSpace: 'pre',
            color: 'fg.default',
          })}
          tabIndex={0}
        >
          {`${error.excerpt}\n${' '.repeat(Math.max(0, error.column - 1))}^`}
        </pre>
      ) : null}
    </Notice>
  )
}
