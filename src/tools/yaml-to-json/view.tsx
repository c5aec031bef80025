import { useState } from 'react'
import { CopyButton, DownloadButton, Notice, Panel, SplitLayout, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { SampleClearActions } from '../../kit/sample-clear'
import { css } from '../../styled-system/css'
import { type Conversion, jsonToYaml, SAMPLE_YAML, yamlToJson } from './yaml-to-json'

/** null: nothing to judge yet (empty side). */
type Status = { valid: true; text: string } | { valid: false; text: string } | null

function StatusLine({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null
  return (
    <Notice tone={status.valid ? 'success' : 'danger'}>
      <span data-testid={testId}>{status.text}</span>
    </Notice>
  )
}

export default function YamlToJsonView() {
  const [yamlText, setYamlText] = useState('')
  const [jsonText, setJsonText] = useState('')
  useHandoffText((t) => fromYaml(t))
  const [yamlStatus, setYamlStatus] = useState<Status>(null)
  const [jsonStatus, setJsonStatus] = useState<Status>(null)

  const fromYaml = (text: string) => {
    setYamlText(text)
    const conv: Conversion = yamlToJson(text)
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
    setJsonText(text)
    const conv = jsonToYaml(text)
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
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <SampleClearActions
          onSample={() => fromYaml(SAMPLE_YAML)}
          onClear={() => fromYaml('')}
          canClear={Boolean(yamlText || jsonText)}
        />
      </div>
      <SplitLayout>
        <Panel
          title="YAML"
          actions={
            <>
              <CopyButton value={yamlText} what="YAML" aria-label="Copy YAML" disabled={!yamlText.trim()} />
              <DownloadButton
                filename="data.yaml"
                data={yamlText}
                mime="application/yaml;charset=utf-8"
                aria-label="Download YAML"
                disabled={!yamlValid}
                success={{ title: 'Downloaded!', description: 'YAML file saved successfully' }}
              />
            </>
          }
        >
          <TextAreaField
            label="YAML"
            mono
            rows={18}
            placeholder={'name: example\nitems:\n  - one\n  - two'}
            value={yamlText}
            onChange={(e) => fromYaml(e.target.value)}
          />
          <StatusLine status={yamlStatus} testId="yaml-validity" />
        </Panel>
        <Panel
          title="JSON"
          actions={
            <>
              <CopyButton value={jsonText} what="JSON" aria-label="Copy JSON" disabled={!jsonText.trim()} />
              <DownloadButton
                filename="data.json"
                data={jsonText}
                mime="application/json;charset=utf-8"
                aria-label="Download JSON"
                disabled={!jsonValid}
                success={{ title: 'Downloaded!', description: 'JSON file saved successfully' }}
              />
            </>
          }
        >
          <TextAreaField
            label="JSON"
            mono
            rows={18}
            placeholder={'{\n  "name": "example"\n}'}
            value={jsonText}
            onChange={(e) => fromJson(e.target.value)}
          />
          <StatusLine status={jsonStatus} testId="json-validity" />
        </Panel>
      </SplitLayout>
    </div>
  )
}
