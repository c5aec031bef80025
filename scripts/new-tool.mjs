// npm run new-tool -- <slug>: writes a catalogue tool's folder (logic, view), its unit test and e2e spec.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const slug = process.argv[2]
if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
  console.error('Usage: npm run new-tool -- <slug>   (kebab-case, as listed in src/catalogue/tools.ts)')
  process.exit(1)
}
const catalogue = readFileSync('src/catalogue/tools.ts', 'utf8')
const match = catalogue.match(new RegExp(`slug: '${slug}',\\s*name: '((?:[^'\\\\]|\\\\.)*)'`))
if (!match) {
  console.error(`'${slug}' is not in src/catalogue/tools.ts: add its entry there first.`)
  process.exit(1)
}
const name = match[1]
const dir = `src/tools/${slug}`
if (existsSync(`${dir}/view.tsx`)) {
  console.error(`${dir}/view.tsx exists already.`)
  process.exit(1)
}
const camel = slug.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())
const pascal = camel[0].toUpperCase() + camel.slice(1)
mkdirSync(dir, { recursive: true })
const files = {
  [`${dir}/${slug}.ts`]: `// Pure logic of the ${name} tool: no React, no DOM; what the unit tests exercise.
export function transform${pascal}(input: string): string {
  return input
}
`,
  [`${dir}/view.tsx`]: `import { useState } from 'react'
import { CodeOutput, CopyButton, Panel, SplitLayout, TextAreaField } from '../../kit'
import { transform${pascal} } from './${slug}'

export default function ${pascal}View() {
  const [input, setInput] = useState('')
  const output = transform${pascal}(input)
  return (
    <SplitLayout>
      <Panel title="Input">
        <TextAreaField label="Input" value={input} onChange={(e) => setInput(e.target.value)} rows={10} />
      </Panel>
      <Panel title="Output" actions={<CopyButton value={output} what="Output" />}>
        <CodeOutput label="Output" value={output} />
      </Panel>
    </SplitLayout>
  )
}
`,
  [`tests/tools/${slug}.test.ts`]: `import { describe, expect, it } from 'vitest'
import { transform${pascal} } from '../../src/tools/${slug}/${slug}'

describe('transform${pascal}', () => {
  it('returns its input unchanged (replace with the real rules)', () => {
    expect(transform${pascal}('abc')).toBe('abc')
  })
})
`,
  [`e2e/tools/${slug}.spec.ts`]: `import { expect, test } from '@playwright/test'
import { gotoTool } from '../support/helpers'

test('${slug} turns typed input into output', async ({ page }) => {
  await gotoTool(page, '${slug}')
  await page.getByLabel('Input').fill('abc')
  await expect(page.getByLabel('Output')).toHaveText('abc')
})
`,
}
for (const [path, content] of Object.entries(files)) {
  writeFileSync(path, content)
  console.log(`wrote ${path}`)
}
