// How to scan a QR code, and what people use them for.
import { Panel, SplitLayout } from '../../kit'
import { ProseList } from '../../kit/prose-list'

export function HelpPanels() {
  return (
    <SplitLayout>
      <Panel title="How to scan">
        <ProseList ordered>
          <li>Open the camera app on your phone (or a QR scanner app).</li>
          <li>Point it at the code so the whole square, with its white border, is in view.</li>
          <li>Tap the link or prompt that appears: open the site, join the WiFi, save the contact.</li>
          <li>
            Printing? Keep the white quiet zone, print at least 2 × 2 cm, and use level Q or H if the code may get dirty
            or carry a logo.
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
  )
}
