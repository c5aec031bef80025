// A titled panel holding one text, with Copy and Download for it: editable (a monospace text area) when it has
// onChange, else a read-only code output. Whatever else the pane shows (a status line) follows the text.
import type { ReactNode } from 'react'
import { CodeOutput } from './code-output'
import { TextAreaField } from './field'
import { OutputActions, type OutputActionsProps } from './output-actions'
import { Panel } from './panel'

export interface EditorPaneProps extends OutputActionsProps {
  title: string
  /** The text field's label. */
  label: string
  /** Makes the text editable. */
  onChange?: (text: string) => void
  placeholder?: string
  /** Rows of the text area (editable panes). */
  rows?: number
  /** Height the code output scrolls beyond (read-only panes). */
  maxHeight?: string
  children?: ReactNode
}

export function EditorPane({
  title,
  label,
  onChange,
  placeholder,
  rows = 18,
  maxHeight,
  children,
  ...actions
}: EditorPaneProps) {
  return (
    <Panel title={title} actions={<OutputActions {...actions} />}>
      {onChange ? (
        <TextAreaField
          label={label}
          mono
          rows={rows}
          placeholder={placeholder}
          value={actions.value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <CodeOutput label={label} value={actions.value} placeholder={placeholder} maxHeight={maxHeight} />
      )}
      {children}
    </Panel>
  )
}
