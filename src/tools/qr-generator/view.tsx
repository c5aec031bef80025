import { Copy, Download, QrCode } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Notice, Panel, SplitLayout, Stack, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { copyImage } from '../../lib/clipboard'
import { downloadBlob } from '../../lib/download'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { SliderField } from '../../ui/slider'
import { notify } from '../../ui/toaster'
import {
  DEFAULT_TEXT,
  EC_LEVELS,
  type EcLevel,
  makeQrMatrix,
  PRESETS,
  type Preset,
  type QrMatrix,
  qrFileName,
  qrToSvg,
  renderQrRgba,
  SIZE_DEFAULT,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_STEP,
  utf8Length,
} from './qr-generator'

const AUTO_DELAY_MS = 300

function PresetFields({
  preset,
  values,
  onChange,
}: {
  preset: Preset
  values: Record<string, string>
  onChange: (key: string, value: string) => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      {preset.fields.map((f) => {
        const value = values[f.key] ?? ''
        if (f.type === 'checkbox') {
          return (
            <div key={f.key} className={css({ alignSelf: 'end', pb: '2' })}>
              <CheckboxField
                label={f.label}
                checked={value === 'true'}
                onChange={(c) => onChange(f.key, c ? 'true' : '')}
              />
            </div>
          )
        }
        if (f.type === 'select') {
          return (
            <SelectField
              key={f.key}
              label={f.label}
              value={value}
              options={f.options ?? []}
              onChange={(v) => onChange(f.key, v)}
            />
          )
        }
        if (f.type === 'textarea') {
          return (
            <div key={f.key} className={css({ gridColumn: '1 / -1' })}>
              <TextAreaField
                label={f.label}
                value={value}
                rows={2}
                className={css({ '& textarea': { minH: '16' } })}
                onChange={(e) => onChange(f.key, e.target.value)}
              />
            </div>
          )
        }
        return (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type === 'password' ? 'text' : (f.type ?? 'text')}
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(f.key, e.target.value)}
          />
        )
      })}
    </div>
  )
}

export default function QrGeneratorView() {
  const [text, setText] = useLinkState('text', DEFAULT_TEXT, 'input')
  const [presetId, setPresetId] = useLinkState<string | null>('preset', null)
  // Null until a preset is chosen: a linked value is then taken with whatever keys it has (an empty {} would drop them).
  const [presetFields, setFields] = useLinkState<Record<string, string> | null>('fields', null, 'input')
  const fields = presetFields ?? {}
  const [size, setSize] = useLinkState('size', SIZE_DEFAULT)
  const [level, setLevel] = useLinkState<EcLevel>('level', 'M')
  const [matrix, setMatrix] = useState<QrMatrix | null>(null)
  const [error, setError] = useState<string | null>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)

  const generate = useCallback(
    (announce: boolean) => {
      try {
        const m = makeQrMatrix(text, level)
        setMatrix(m)
        setError(null)
        return true
      } catch (e) {
        const message = e instanceof Error ? e.message : 'Could not generate the QR code'
        setMatrix(null)
        setError(message)
        if (announce) {
          notify({
            type: 'error',
            title: text.trim() ? 'Text too long' : 'No text',
            description: text.trim() ? message : 'Please enter text to generate a QR code',
          })
        }
        return false
      }
    },
    [text, level],
  )

  // Generated once about 300 ms after the page opens, then again 300 ms after each change.
  useEffect(() => {
    const timer = setTimeout(() => generate(false), AUTO_DELAY_MS)
    return () => clearTimeout(timer)
  }, [generate])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !matrix) return
    const img = renderQrRgba(matrix, size)
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')
    ctx?.putImageData(new ImageData(img.data as Uint8ClampedArray<ArrayBuffer>, img.width, img.height), 0, 0)
  }, [matrix, size])

  const preset = PRESETS.find((p) => p.id === presetId) ?? null

  const choosePreset = (p: Preset | null) => {
    setPresetId(p?.id ?? null)
    if (p) {
      setFields(p.defaults)
      setText(p.build(p.defaults))
    }
  }

  const pngBlob = () =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = canvasRef.current
      if (!canvas) return reject(new Error('No QR code'))
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png')
    })

  const onDownloadPng = async () => {
    try {
      downloadBlob(await pngBlob(), qrFileName('png'))
      notify({ type: 'success', title: 'Downloaded!', description: 'QR code saved successfully' })
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'The QR code could not be saved' })
    }
  }
  const onDownloadSvg = () => {
    if (!matrix) return
    downloadBlob(new Blob([qrToSvg(matrix, size)], { type: 'image/svg+xml' }), qrFileName('svg'))
    notify({ type: 'success', title: 'Downloaded!', description: 'QR code saved as SVG' })
  }
  const onCopy = async () => {
    const ok = await copyImage(pngBlob())
    if (ok) notify({ type: 'success', title: 'Copied!', description: 'QR code image copied to clipboard' })
    else notify({ type: 'error', title: 'Copy failed', description: 'Unable to copy image to clipboard' })
  }

  const bytes = utf8Length(text)

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Content">
          <div role="group" aria-label="Presets" className={looks.row}>
            <button
              type="button"
              aria-pressed={presetId === null}
              className={cx(button({ size: 'xs', variant: presetId === null ? 'solid' : 'outline' }))}
              onClick={() => choosePreset(null)}
            >
              Text
            </button>
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={presetId === p.id}
                className={button({ size: 'xs', variant: presetId === p.id ? 'solid' : 'outline' })}
                onClick={() => choosePreset(p)}
              >
                {p.label}
              </button>
            ))}
          </div>
          {preset ? (
            <PresetFields
              preset={preset}
              values={fields}
              onChange={(key, value) => {
                const next = { ...fields, [key]: value }
                setFields(next)
                setText(preset.build(next))
              }}
            />
          ) : null}
          <TextAreaField
            label="Text to encode"
            value={text}
            rows={4}
            onChange={(e) => {
              setPresetId(null)
              setText(e.target.value)
            }}
            hint={`${bytes.toLocaleString('en')} bytes (UTF-8)${preset ? ` · built from the ${preset.label} fields; edit freely` : ''}`}
          />
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
              alignItems: 'end',
            })}
          >
            <SliderField
              label="Size"
              value={size}
              min={SIZE_MIN}
              max={SIZE_MAX}
              step={SIZE_STEP}
              onChange={setSize}
              valueText={`${size} × ${size} px`}
            />
            <SelectField label="Error correction" value={level} options={EC_LEVELS} onChange={setLevel} />
          </div>
          <button
            type="button"
            className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-start' }))}
            onClick={() => {
              if (generate(true)) notify({ type: 'success', title: 'QR code generated' })
            }}
          >
            <QrCode aria-hidden /> Generate
          </button>
        </Panel>

        <Panel
          title="QR code"
          actions={
            <>
              <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onDownloadPng}>
                <Download aria-hidden /> Download PNG
              </button>
              <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onDownloadSvg}>
                <Download aria-hidden /> SVG
              </button>
              <button type="button" className={button({ size: 'sm' })} disabled={!matrix} onClick={onCopy}>
                <Copy aria-hidden /> Copy Image
              </button>
            </>
          }
        >
          {error ? (
            <Notice
              tone={text.trim() ? 'danger' : 'info'}
              title={text.trim() ? 'Cannot make this QR code' : 'Nothing to encode'}
            >
              {error}
            </Notice>
          ) : null}
          <div
            className={css({
              display: matrix ? 'flex' : 'none',
              justifyContent: 'center',
              bg: 'bg.subtle',
              borderRadius: 'lg',
              p: '3',
              overflow: 'auto',
            })}
          >
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={matrix ? `QR code for: ${text.slice(0, 120)}` : 'QR code'}
              data-testid="qr-canvas"
              data-version={matrix?.version}
              data-level={matrix?.level}
              className={css({ maxW: '100%', h: 'auto', imageRendering: 'pixelated', borderRadius: 'sm' })}
            />
          </div>
          {matrix ? (
            <p data-testid="qr-info" className={looks.mutedText}>
              Version {matrix.version} ({matrix.size} × {matrix.size} modules) · error correction {matrix.level} ·{' '}
              {matrix.bytes.toLocaleString('en')} bytes
            </p>
          ) : null}
          {!matrix && !error ? <p className={looks.mutedText}>Generating…</p> : null}
        </Panel>
      </SplitLayout>

      <SplitLayout>
        <Panel title="How to scan">
          <ProseList ordered>
            <li>Open the camera app on your phone (or a QR scanner app).</li>
            <li>Point it at the code so the whole square, with its white border, is in view.</li>
            <li>Tap the link or prompt that appears: open the site, join the WiFi, save the contact.</li>
            <li>
              Printing? Keep the white quiet zone, print at least 2 × 2 cm, and use level Q or H if the code may get
              dirty or carry a logo.
            </li>
          </ProseList>
        </Panel>
        <Panel title="Use cases">
          <ProseList>
            <li>Website links on posters, flyers, menus and business cards.</li>
            <li>Guest WiFi: visitors join without typing the password.</li>
            <li>Contact cards (vCard) that save straight to the address book.</li>
            <li>Pre-filled emails and text messages for feedback or support.</li>
            <li>Event tickets, product labels and inventory tags with plain text.</li>
          </ProseList>
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
