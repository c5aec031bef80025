// The preview: its status, the width to show it at, and the sandboxed frame of the current run.
import type { RefObject } from 'react'
import { useEffect, useState } from 'react'
import { Notice, Panel } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { css } from '../../styled-system/css'
import { DEVICE_WIDTHS, type DeviceWidth, SANDBOX_PAGE, UNRESPONSIVE_AFTER_MS } from './html-preview'
import type { Run, Status } from './use-preview-run'

const STATUS_TEXT: Record<Status, string> = {
  stopped: 'Stopped',
  loading: 'Starting…',
  running: 'Running',
  unresponsive: 'Not responding',
}

export interface PreviewPanelProps {
  run: Run | null
  status: Status
  device: DeviceWidth
  onDevice: (device: DeviceWidth) => void
  frameRef: RefObject<HTMLIFrameElement | null>
}

export function PreviewPanel({ run, status, device, onDevice, frameRef }: PreviewPanelProps) {
  // An iframe whose page (in its own process) holds the focus matches no :focus here and gets no focus event: the
  // window's blur says the focus left this page, and activeElement says for which frame.
  const [frameFocused, setFrameFocused] = useState(false)
  useEffect(() => {
    const check = () => setFrameFocused(!!frameRef.current && document.activeElement === frameRef.current)
    window.addEventListener('blur', check)
    window.addEventListener('focus', check)
    return () => {
      window.removeEventListener('blur', check)
      window.removeEventListener('focus', check)
    }
  }, [frameRef])
  const width = DEVICE_WIDTHS.find((d) => d.value === device)?.width ?? null
  return (
    <Panel
      title="Preview"
      actions={
        <span
          data-testid="preview-status"
          data-status={status}
          className={css({
            fontSize: 'sm',
            color: status === 'unresponsive' ? 'danger.fg' : 'fg.muted',
            alignSelf: 'center',
          })}
        >
          {STATUS_TEXT[status]}
        </span>
      }
    >
      <Segmented
        label="Width"
        value={device}
        options={DEVICE_WIDTHS.map((d) => ({ value: d.value, label: d.label }))}
        onChange={onDevice}
      />
      {status === 'unresponsive' ? (
        <Notice tone="warning" title="The preview is not responding">
          It has not answered for {UNRESPONSIVE_AFTER_MS / 1000} seconds (an endless loop?). The editor keeps working:
          press Stop to end it, or edit and run again.
        </Notice>
      ) : null}
      <div
        role="region"
        aria-label="Preview area"
        // Scrollable when the chosen width is wider than the screen: reachable by keyboard.
        tabIndex={0}
        className={css({
          overflow: 'auto',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'lg',
          bg: 'bg.subtle',
          resize: 'vertical',
          h: '480px',
          minH: '200px',
        })}
      >
        {run ? (
          <iframe
            key={run.id}
            ref={frameRef}
            title="Preview of your page"
            src={SANDBOX_PAGE}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            data-testid="preview-frame"
            data-focused={frameFocused || undefined}
            className={css({
              display: 'block',
              h: '100%',
              border: '0',
              bg: 'white',
              mx: 'auto',
              // Tab moves into the preview's page: the frame shows that it holds the focus.
              '&:focus, &[data-focused]': {
                outline: '2px solid',
                outlineColor: 'accent.focus',
                outlineOffset: '-2px',
              },
            })}
            style={{ width: width ? `${width}px` : '100%' }}
          />
        ) : (
          <p className={css({ p: '4', fontSize: 'sm', color: 'fg.muted' })}>
            Stopped. Press Run to start the preview again.
          </p>
        )}
      </div>
    </Panel>
  )
}
