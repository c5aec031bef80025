// Icon Spriter against a hostile icon (issue 36): inline handlers, <script>, <foreignObject>, javascript: links,
// <base href> and external references are removed by the sanitiser before the icon reaches the sprite or the
// page, so the CSP has nothing to stop (it is the second wall, not the only one); the drawing survives, and an
// ordinary icon built right after on the same page comes out whole.
import { PWNED_CHECK } from '../fixtures/hostile/xss'
import {
  captureDownload,
  expectToast,
  freezeLimitMs,
  gotoTool,
  startMainThreadProbe,
  uploadFiles,
  watchPage,
} from '../support/helpers'
import { expect, type Page, test } from '../support/test'

const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="window.__pwned='onload'">
  <base href="https://attacker.example/"/>
  <script>window.__pwned = 'script'</script>
  <style>@import url(https://attacker.example/a.css); .a { fill: url(https://attacker.example/p.svg#x) }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__pwned='img'"/></div></foreignObject>
  <a href="javascript:window.__pwned='link'"><circle cx="12" cy="12" r="3" onclick="window.__pwned='click'"/></a>
  <use href="https://attacker.example/sprite.svg#icon"/>
  <image href="https://attacker.example/track.png" width="4" height="4"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
  <use xlink:href="#dot"/><rect id="dot" class="a" width="4" height="4" fill="url(#g)"/>
</svg>`

const file = (name: string, text: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) })

async function downloadSprite(page: Page) {
  return captureDownload(page, () =>
    page
      .getByRole('region', { name: 'Sprite SVG' })
      .locator('xpath=ancestor::section')
      .getByRole('button', { name: 'Download' })
      .click(),
  )
}

test('a hostile icon is sanitised before the sprite and the preview; an ordinary one works after', async ({ page }) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'icon-spriter')
  const probe = await startMainThreadProbe(page)

  await uploadFiles(page, [file('evil.svg', HOSTILE)])
  await page.getByRole('button', { name: 'Generate Sprite Sheet' }).click()
  await expectToast(page, 'Sprite generated!', '1 icon(s)')
  await expect(page.getByTestId('sprite-preview').locator('img')).toHaveCount(1)
  const sprite = (await downloadSprite(page)).text()
  expect(sprite).not.toMatch(/<script|<base|foreignObject|<image/i)
  expect(sprite).not.toMatch(/\son[a-z]+=/i)
  expect(sprite).not.toMatch(/javascript:/i)
  expect(sprite).not.toContain('attacker.example')
  // The drawing stays: the circle, the rect with its (scoped) gradient and the <use> of its own id.
  expect(sprite).toContain('<circle')
  expect(sprite).toContain('fill="url(#evil-g)"')
  expect(sprite).toMatch(/<use [^>]*href="#evil-dot"/)
  // The preview images have loaded and drawn.
  await expect
    .poll(() =>
      page
        .getByTestId('sprite-preview')
        .locator('img')
        .evaluateAll((imgs) =>
          imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
        ),
    )
    .toBe(true)

  await page.getByRole('button', { name: 'Clear All' }).click()
  await uploadFiles(page, [
    file('plus.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 5v14M5 12h14"/></svg>'),
  ])
  await page.getByRole('button', { name: 'Generate Sprite Sheet' }).click()
  await expectToast(page, 'Sprite generated!', '1 icon(s)')
  const plain = (await downloadSprite(page)).text()
  expect(plain).toContain('<symbol id="plus" viewBox="0 0 24 24"><path d="M12 5v14M5 12h14"/></symbol>')

  expect(await probe.stop()).toBeLessThan(freezeLimitMs())
  expect(await page.evaluate(PWNED_CHECK)).toBeUndefined()
  expect(watch.cspViolations).toEqual([])
  expect(watch.foreignRequests).toEqual([])
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
