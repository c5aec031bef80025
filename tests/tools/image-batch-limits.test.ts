// The image batch tools' stated limits (tool-facts.ts) are the constants the code checks.
import { describe, expect, it } from 'vitest'
import { factsOf } from '../../src/catalogue/tool-facts'
import { MAX_FOLDER_FILES } from '../../src/kit/folder-files'
import { MAX_IMAGE_FILE_BYTES } from '../../src/kit/image-batch'
import { MAX_PIXELS } from '../../src/lib/image/image-header'
import { ZIP_MAX_BYTES, ZIP_MAX_ENTRIES } from '../../src/lib/zip/store-zip'

describe('image batch limits', () => {
  for (const slug of ['image-compress', 'image-convert', 'image-resize']) {
    it(`${slug} states the limits the code checks`, () => {
      const line = factsOf(slug).limits ?? ''
      expect(line).toContain(`${MAX_PIXELS / 1_000_000} MP`)
      expect(line).toContain(`${MAX_IMAGE_FILE_BYTES / 2 ** 20} MB a file`)
      expect(line).toContain(`${MAX_FOLDER_FILES.toLocaleString('en-US')} files`)
      expect(line).toContain(
        `${Math.round(ZIP_MAX_BYTES / 2 ** 30)} GB and ${ZIP_MAX_ENTRIES.toLocaleString('en-US')} files`,
      )
    })
  }
})
