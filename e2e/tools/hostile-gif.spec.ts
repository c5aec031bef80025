// gif-split against GIFs that declare more than the device can hold (issue 35): the 265 KB file declaring one
// 20,000 × 20,000 frame, a small screen with a huge later frame, 10,001 frames. Each is refused from its block
// headers, naming the limit, before any pixel is decoded (no memory jump), the page's main thread never blocks for
// a second, the renderer never crashes, and an ordinary GIF splits right after on the same page.
import { declaredGif, disposalScenario } from '../fixtures/gif-split/make-gif'
import { expectToast, gotoTool, startFreezeProbe, watchPage } from '../support/helpers'
import { browserMemoryMB } from '../support/memory'
import { chooseStaged, stageFiles } from '../support/staged'
import { expect, test } from '../support/test'

const gif = (name: string, bytes: Uint8Array) => ({ name, type: 'image/gif', bytes })

test('GIFs over the limits are refused from their headers, naming the limit; a normal GIF splits right after', async ({
  page,
}) => {
  const watch = await watchPage(page)
  await gotoTool(page, 'gif-split')
  await expect(page.getByTestId('tool-limits')).toContainText('50 MP a frame')
  await stageFiles(page, [
    // The 265 KB GIF whose screen and only frame are 20,000 × 20,000 (1.6 GB decoded).
    gif('bomb.gif', declaredGif(20_000, 20_000, [{ width: 20_000, height: 20_000 }], 265_000)),
    // A 100 × 100 screen whose second image declares 60,000 × 1,000.
    gif(
      'late.gif',
      declaredGif(
        100,
        100,
        [
          { width: 100, height: 100 },
          { width: 60_000, height: 1_000 },
        ],
        2_000,
      ),
    ),
    gif(
      'many.gif',
      declaredGif(
        2,
        2,
        Array.from({ length: 10_001 }, () => ({ width: 2, height: 2 })),
        0,
      ),
    ),
    gif('disposal.gif', disposalScenario(8).bytes),
  ])
  const probe = await startFreezeProbe(page)
  const before = await browserMemoryMB(page)

  // 1. The bomb: refused from its first 64 KB, before a worker or the browser's decoder sees it.
  await chooseStaged(page, 'bomb.gif')
  const screenLimit = "This GIF's screen is 20,000 × 20,000 (400 MP): GIF Frame Splitter reads up to 50 MP a frame."
  await expectToast(page, 'Processing failed', screenLimit)
  await expect(page.getByRole('alert')).toHaveText(screenLimit)
  const after = await browserMemoryMB(page)
  expect(after - before, `memory grew ${Math.round(after - before)} MB`).toBeLessThan(300)

  // 2. A huge later frame: found by the worker's walk of every block, before gifuct parses them.
  await chooseStaged(page, 'late.gif')
  const frameLimit = 'This GIF declares a 60,000 × 1,000 frame (60 MP): GIF Frame Splitter reads up to 50 MP a frame.'
  await expectToast(page, 'Processing failed', frameLimit)
  await expect(page.getByRole('alert')).toHaveText(frameLimit)

  // 3. 10,001 frames of 2 × 2.
  await chooseStaged(page, 'many.gif')
  await expectToast(page, 'Processing failed', 'This GIF has 10,001 frames: GIF Frame Splitter reads up to 10,000.')

  // An ordinary GIF right after, on the same page.
  await chooseStaged(page, 'disposal.gif')
  await expectToast(page, 'GIF processed', 'Extracted 4 frame(s)')
  await expect(page.getByTestId('gif-frame-count')).toHaveText('4')
  await expect(page.getByTestId('gif-thumbnails').getByRole('button')).toHaveCount(4)
  await expect(page.getByRole('alert')).toHaveCount(0)

  await probe.expectResponsive()
  expect(watch.crashes).toEqual([])
  expect(watch.pageErrors).toEqual([])
})
