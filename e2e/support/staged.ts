// Files made by a test and handed to the page before the main-thread probe starts, then chosen on the tool's file
// input without crossing the wire again: moving and decoding megabytes is the test's work, not the tool's.
import type { Page } from './test'

export interface StagedFile {
  name: string
  type: string
  bytes: Uint8Array
}

/** Puts the files in the page (as File objects under window.__staged, by name). */
export async function stageFiles(page: Page, files: StagedFile[]) {
  for (const f of files) {
    await page.evaluate(
      ({ name, type, b64 }) => {
        const w = window as unknown as { __staged?: Record<string, File> }
        const bin = atob(b64)
        const bytes = new Uint8Array(bin.length)
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i)
        w.__staged ??= {}
        w.__staged[name] = new File([bytes], name, { type })
      },
      { name: f.name, type: f.type, b64: Buffer.from(f.bytes).toString('base64') },
    )
  }
}

/** Sets staged files (by name) on the tool's first file input, as a user's choice does. */
export async function chooseStaged(page: Page, ...names: string[]) {
  await page
    .getByTestId('file-input')
    .first()
    .evaluate((input: HTMLInputElement, names) => {
      const staged = (window as unknown as { __staged: Record<string, File> }).__staged
      const data = new DataTransfer()
      for (const name of names) data.items.add(staged[name])
      input.files = data.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }, names)
}
