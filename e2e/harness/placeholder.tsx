// The placeholder page for a catalogue entry without a view, rendered by the app's own ToolPage for a fixture entry
// (all 100 catalogue tools are built, so no real slug reaches it any more).
import '../../src/app/index.css'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { Providers } from '../../src/app/providers'
import { ToolPage } from '../../src/app/tool-route'
import type { Tool } from '../../src/catalogue/define-tool'

const fixture: Tool = {
  slug: 'fixture-unbuilt-tool',
  name: 'Fixture Unbuilt Tool',
  description: 'A catalogue entry whose page is not built yet.',
  category: 'text',
  icon: 'pilcrow',
  keywords: [],
}

function Landing({ label }: { label: string }) {
  return <h1 data-testid="landed">{label}</h1>
}

createRoot(document.getElementById('root')!).render(
  <Providers>
    <MemoryRouter initialEntries={[`/tools/${fixture.slug}`]}>
      <Routes>
        <Route
          path={`/tools/${fixture.slug}`}
          element={
            <main>
              <ToolPage tool={fixture} />
            </main>
          }
        />
        <Route path="/tools/:slug" element={<Landing label="related tool" />} />
        <Route path="/" element={<Landing label="home" />} />
      </Routes>
    </MemoryRouter>
  </Providers>,
)
