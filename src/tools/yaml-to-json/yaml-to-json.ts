// Two-way YAML ⇄ JSON conversion with a real YAML 1.2 parser (the `yaml` package); each side reports its own
// validity in the seed's words. Several YAML documents in one text become a JSON array.
import { parseAllDocuments, stringify } from 'yaml'
import { describeJsonError } from '../../lib/json/json-format'
import { textLimitProblem } from '../../lib/text/text-limit'

export type Conversion =
  | { ok: true; output: string; documents: number }
  | { ok: false; message: string; line?: number; column?: number }

const firstLine = (s: string) => s.split('\n')[0].trim()

/**
 * The longest text either side converts: the YAML parser and the two text boxes run on the page as you type, and a
 * 5 MB paste blocked it for 14.7 s on a 2-core machine; up to this it stays well under a second there.
 */
export const YAML_MAX_CHARS = 1_000_000

export function yamlToJson(yamlText: string): Conversion {
  const tooLong = textLimitProblem(yamlText.length, YAML_MAX_CHARS, 'YAML to JSON', 'converts')
  if (tooLong) return { ok: false, message: tooLong }
  if (!yamlText.trim()) return { ok: true, output: '', documents: 0 }
  const docs = parseAllDocuments(yamlText, { version: '1.2', prettyErrors: true })
  const list = Array.from(docs)
  // A stream with only comments or directives holds no document: like an empty document, it is null.
  if (list.length === 0) return { ok: true, output: 'null', documents: 0 }
  for (const doc of list) {
    const error = doc.errors[0]
    if (error) {
      return {
        ok: false,
        message: `Invalid YAML: ${firstLine(error.message)}`,
        line: error.linePos?.[0].line,
        column: error.linePos?.[0].col,
      }
    }
  }
  try {
    const values = list.map((doc) => doc.toJS({ maxAliasCount: 1000 }))
    const value = values.length === 1 ? values[0] : values
    return { ok: true, output: JSON.stringify(value, null, 2) ?? 'null', documents: list.length }
  } catch (error) {
    return { ok: false, message: `Invalid YAML: ${firstLine(error instanceof Error ? error.message : String(error))}` }
  }
}

export function jsonToYaml(jsonText: string): Conversion {
  const tooLong = textLimitProblem(jsonText.length, YAML_MAX_CHARS, 'YAML to JSON', 'converts')
  if (tooLong) return { ok: false, message: tooLong }
  if (!jsonText.trim()) return { ok: true, output: '', documents: 0 }
  let value: unknown
  try {
    value = JSON.parse(jsonText)
  } catch (error) {
    const info = describeJsonError(jsonText, error)
    return { ok: false, message: `Invalid JSON: ${info.message}`, line: info.line, column: info.column }
  }
  return { ok: true, output: stringify(value, { indent: 2, lineWidth: 0 }), documents: 1 }
}

export const SAMPLE_YAML = `# Service configuration
name: localkit
version: 1.2.0
enabled: true
replicas: 3
ratio: 0.75
owner: null
tags:
  - web
  - tools
  - offline
server:
  host: 127.0.0.1
  port: 8080
  tls:
    enabled: false
description: |
  Small tools that run
  entirely in the browser.
users:
  - name: Ada
    roles: [admin, editor]
  - name: Linus
    roles: [viewer]
`
