import { useState } from 'react'
import { Notice, SplitLayout } from '../../kit'
import { EditorPane } from '../../kit/editor-pane'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { type Conversion, jsonToYaml, SAMPLE_YAML, YAML_MAX_CHARS, yamlToJson } from './yaml-to-json'

/** Each side's pane: its name, the file it saves and its placeholder. */
const PANES = {
  yaml: {
    title: 'YAML',
    label: 'YAML',
    what: 'YAML',
    filename: 'data.yaml',
    mime: 'application/yaml;charset=utf-8',
    placeholder: 'name: example\nitems:\n  - one\n  - two',
    downloaded: { title: 'Downloaded!', description: 'YAML file saved successfully' },
  },
  json: {
    title: 'JSON',
    label: 'JSON',
    what: 'JSON',
    filename: 'data.json',
    mime: 'application/json;charset=utf-8',
    placeholder: '{\n  "name": "example"\n}',
    downloaded: { title: 'Downloaded!', description: 'JSON file saved successfully' },
  },
}

/** null: nothing to judge yet (empty side). */
type Status = { valid: true; text: string } | { valid: false; text: string } | null

/** A side's status as an edit of that side sets it (for texts that arrive in a link). */
function statusOf(text: string, convert: (t: string) => Conversion, valid: string): Status {
  if (!text.trim()) return null
  const conv = convert(text)
  return conv.ok ? { valid: true, text: valid } : { valid: false, text: conv.message }
}

function StatusLine({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null
  return (
    <Notice tone={status.valid ? 'success' : 'danger'}>
      <span data-testid={testId}>{status.text}</span>
    </Notice>
  )
}

export default function YamlToJsonView() {
  const [yamlText, setYamlText] = useLinkState('yaml', '', 'input')
  const [jsonText, setJsonText] = useLinkState('json', '', 'input')
  useHandoffText((t) => fromYaml(t))
  const [yamlStatus, setYamlStatus] = useState<Status>(() => statusOf(yamlText, yamlToJson, 'Valid YAML'))
  const [jsonStatus, setJsonStatus] = useState<Status>(() => statusOf(jsonText, jsonToYaml, 'Valid JSON'))

  const fromYaml = (text: string) => {
    const conv: Conversion = yamlToJson(text)
    // Past the limit the text is not taken (a 5 MB text laid out in the box blocked the page): the box keeps what it
    // held and the status names the limit.
    if (text.length > YAML_MAX_CHARS && !conv.ok) return setYamlStatus({ valid: false, text: conv.message })
    setYamlText(text)
    if (!text.trim()) {
      setYamlStatus(null)
      setJsonStatus(null)
      setJsonText('')
      return
    }
    if (conv.ok) {
      setYamlStatus({ valid: true, text: 'Valid YAML' })
      setJsonStatus({ valid: true, text: 'Valid JSON' })
      setJsonText(conv.output)
    } else {
      setYamlStatus({ valid: false, text: conv.message })
    }
  }

  const fromJson = (text: string) => {
    const conv = jsonToYaml(text)
    if (text.length > YAML_MAX_CHARS && !conv.ok) return setJsonStatus({ valid: false, text: conv.message })
    setJsonText(text)
    if (!text.trim()) {
      setJsonStatus(null)
      setYamlStatus(null)
      setYamlText('')
      return
    }
    if (conv.ok) {
      setJsonStatus({ valid: true, text: 'Valid JSON' })
      setYamlStatus({ valid: true, text: 'Valid YAML' })
      setYamlText(conv.output)
    } else {
      setJsonStatus({ valid: false, text: conv.message })
    }
  }

  const yamlValid = yamlStatus?.valid === true && yamlText.trim() !== ''
  const jsonValid = jsonStatus?.valid === true && jsonText.trim() !== ''

  return (
    <div className={looks.stack}>
      <div className={looks.row}>
        <SampleClearActions
          onSample={() => fromYaml(SAMPLE_YAML)}
          onClear={() => fromYaml('')}
          canClear={Boolean(yamlText || jsonText)}
        />
      </div>
      <SplitLayout>
        <EditorPane
          {...PANES.yaml}
          value={yamlText}
          onChange={fromYaml}
          copyDisabled={!yamlText.trim()}
          downloadDisabled={!yamlValid}
        >
          <StatusLine status={yamlStatus} testId="yaml-validity" />
        </EditorPane>
        <EditorPane
          {...PANES.json}
          value={jsonText}
          onChange={fromJson}
          copyDisabled={!jsonText.trim()}
          downloadDisabled={!jsonValid}
        >
          <StatusLine status={jsonStatus} testId="json-validity" />
        </EditorPane>
      </SplitLayout>
    </div>
  )
}
