// The site's build plus the GIF bench page (bench/gif/bench.html), for bench/gif/run.mjs:
//   LK_OUT=dist-gifbench npx vite build --config bench/gif/vite.config.ts
import { mergeConfig } from 'vite'
import base from '../../vite.config'

export default mergeConfig(base, {
  build: { rollupOptions: { input: { 'gif-bench': 'bench/gif/bench.html' } } },
})
