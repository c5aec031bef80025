import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { DecodePanel } from './decode-panel'
import { EncodePanel } from './encode-panel'

type Mode = 'decode' | 'encode'
const MODES = [
  { value: 'decode', label: 'Base64 to image' },
  { value: 'encode', label: 'Image to Base64' },
] as const

export default function Base64ImageView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'decode')
  return (
    <div className={looks.stack}>
      <Segmented label="Direction" value={mode} options={MODES} onChange={setMode} />
      {mode === 'decode' ? <DecodePanel /> : <EncodePanel />}
    </div>
  )
}
