// Builds the site plus this benchmark page (until the lead adds the page to the main vite.config.ts inputs).
// Usage: LK_OUT=dist-images npx vite build -c bench/images/vite.config.ts
import { mergeConfig } from 'vite'
import base from '../../vite.config'

export default mergeConfig(base, {
  build: { rollupOptions: { input: { 'bench-images': 'bench/images/index.html' } } },
})
