// Builds the site plus the image-quality benchmark page. Usage: LK_OUT=dist-bench npx vite build -c bench/image-quality/vite.config.ts
import { mergeConfig } from 'vite'
import base from '../../vite.config'

export default mergeConfig(base, {
  build: { rollupOptions: { input: { 'bench-image-quality': 'bench/image-quality/index.html' } } },
})
