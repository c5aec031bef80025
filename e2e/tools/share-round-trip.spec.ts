// "Copy link" on every tool, driven from the catalogue so that a new tool cannot be left out: set the tool up through
// its controls as a user would, copy a link with the input included, open it in a new tab, and find every control
// as it was. A tool whose entry says link: 'none' has no "Copy link" and nothing editable to share.
import { tools } from '../support/catalogue'
import { copyLink, type Perturb, perturbControls, snapshotControls, toolReady } from '../support/share'
import { shareSetUp } from '../support/share-setup'
import { expect, test } from '../support/test'

/** A secret tool's set-up leaves its secret alone: no text at all, or none in its key fields. */
function secretSetUp(link: (typeof tools)[number]['link']): Perturb {
  if (typeof link !== 'object') return {}
  return link.shareInput ? { skipText: /secret|key/i } : { noText: true, noSample: true }
}

for (const tool of tools.filter((t) => t.built)) {
  test(`${tool.slug}: a copied link opens the tool as it was left`, async ({ page, context }) => {
    await page.goto(`/tools/${tool.slug}`)
    await toolReady(page)
    if (tool.link === 'none') {
      await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
      expect(await snapshotControls(page), 'a tool with link: none has nothing to share').toEqual([])
      return
    }
    const before = await snapshotControls(page)
    const how = { ...secretSetUp(tool.link), ...shareSetUp[tool.slug] }
    await perturbControls(page, how)
    // Let the page settle (debounced fields, late renders) before reading what the user now sees.
    await page.waitForTimeout(400)
    const shared = await snapshotControls(page)
    if (!how.unchanged) expect(shared, 'the set-up changed something').not.toEqual(before)
    const link = await copyLink(page)
    expect(link).toMatch(new RegExp(`/tools/${tool.slug}#lk=1\\.[A-Za-z0-9_-]+$`))

    const opened = await context.newPage()
    await opened.goto(link)
    await toolReady(opened)
    await expect(opened.getByText("This link's data could not be read")).toHaveCount(0)
    // Some controls come with a worker's result (csv-preview's filter, once the table is read): give them time.
    await expect.poll(() => snapshotControls(opened), { timeout: 20_000 }).toEqual(shared)
  })
}
