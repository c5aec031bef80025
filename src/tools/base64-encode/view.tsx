// Base64 both ways on two tabs, Encode (text or a file) and Decode, over a short note on what Base64 is.
import { Panel, Stack } from '../../kit'
import { useHandoffTextPending } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { ProseList } from '../../kit/prose-list'
import { Tabs } from '../../ui/tabs'
import { DecodePanel } from './decode-panel'
import { EncodePanel } from './encode-panel'

type Mode = 'encode' | 'decode'

export default function Base64EncodeView() {
  const [mode, setMode] = useLinkState<Mode>('mode', useHandoffTextPending() ? 'decode' : 'encode')
  return (
    <Stack>
      {/* Both panels mount at once, so that a link opened on one tab still carries the other's fields when shared again. */}
      <Tabs.Root value={mode} onValueChange={(d) => setMode(d.value as Mode)}>
        <Tabs.List aria-label="Direction">
          <Tabs.Trigger value="encode">Encode</Tabs.Trigger>
          <Tabs.Trigger value="decode">Decode</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="encode">
          <EncodePanel />
        </Tabs.Content>
        <Tabs.Content value="decode">
          <DecodePanel />
        </Tabs.Content>
      </Tabs.Root>
      <Panel title="About Base64">
        <ProseList muted>
          <li>Base64 turns any bytes into 64 safe characters; the result is about a third larger than the input.</li>
          <li>Text is encoded as UTF-8, so accents and emoji survive the round trip.</li>
          <li>
            URL-safe Base64 swaps + and / for - and _ and drops the = padding, for use in URLs and file names. Decoding
            accepts both.
          </li>
          <li>Base64 is an encoding, not encryption: anyone can decode it.</li>
        </ProseList>
      </Panel>
    </Stack>
  )
}
