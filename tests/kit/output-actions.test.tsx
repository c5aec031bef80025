import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DateField } from '../../src/kit/date-field'
import { EditorPane } from '../../src/kit/editor-pane'
import { OutputActions } from '../../src/kit/output-actions'

const html = (node: ReactElement) => renderToStaticMarkup(node)
const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0])

describe('OutputActions', () => {
  const base = { value: 'a,b', what: 'CSV', filename: 'data.csv', mime: 'text/csv' }

  it('names the buttons after the output when named', () => {
    const [copy, download] = buttons(html(<OutputActions {...base} naming="named" primary />))
    expect(copy).toContain('Copy CSV')
    expect(copy).not.toContain('aria-label')
    expect(download).toContain('Download CSV')
  })

  it('keeps short labels and names the buttons for screen readers by default', () => {
    const [copy, download] = buttons(html(<OutputActions {...base} />))
    expect(copy).toContain('aria-label="Copy CSV"')
    expect(download).toContain('aria-label="Download CSV"')
  })

  it('leaves the buttons plain when asked', () => {
    const markup = html(<OutputActions {...base} naming="plain" />)
    expect(markup).not.toContain('aria-label')
  })

  it('disables both buttons when there is nothing to save', () => {
    const [copy, download] = buttons(html(<OutputActions {...base} value="" />))
    expect(copy).toContain('disabled')
    expect(download).toContain('disabled')
  })

  it('follows the explicit disabled flags', () => {
    const [copy, download] = buttons(html(<OutputActions {...base} copyDisabled downloadDisabled={false} />))
    expect(copy).toContain('disabled')
    expect(download).not.toContain('disabled')
  })
})

describe('EditorPane', () => {
  const base = { title: 'YAML', label: 'YAML text', value: 'a: 1', what: 'YAML', filename: 'a.yaml', mime: 'x' }

  it('is an editable text area with onChange', () => {
    const markup = html(<EditorPane {...base} onChange={() => {}} />)
    expect(markup).toContain('<textarea')
    expect(markup).toContain('a: 1')
  })

  it('is a read-only output without it, followed by its children', () => {
    const markup = html(
      <EditorPane {...base}>
        <p>status</p>
      </EditorPane>,
    )
    expect(markup).not.toContain('<textarea')
    expect(markup).toContain('a: 1')
    expect(markup.indexOf('a: 1')).toBeLessThan(markup.indexOf('<p>status</p>'))
  })
})

describe('DateField', () => {
  it('is a date input bounded to years 1 to 9999', () => {
    const markup = html(<DateField label="Start date" value="2024-02-29" onChange={() => {}} />)
    expect(markup).toContain('type="date"')
    expect(markup).toContain('min="0001-01-01"')
    expect(markup).toContain('max="9999-12-31"')
    expect(markup).toContain('value="2024-02-29"')
    expect(markup).toContain('Start date')
  })
})
