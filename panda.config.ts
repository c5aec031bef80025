import { defineConfig } from '@pandacss/dev'
import { localkitPreset } from './src/theme/preset'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', localkitPreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/styled-system/**'],
  outdir: 'src/styled-system',
  jsxFramework: 'react',
  conditions: {
    extend: {
      dark: '.dark &',
      light: '.light &',
    },
  },
  globalCss: {
    // A tool can mark one element data-print-only: printing the page then prints just that element.
    '@media print': {
      'body:has([data-print-only]) *': { visibility: 'hidden' },
      'body:has([data-print-only]) [data-print-only], body:has([data-print-only]) [data-print-only] *': {
        visibility: 'visible',
      },
      '[data-print-only]': { position: 'absolute', top: '0', left: '0', width: '100%' },
    },
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      WebkitFontSmoothing: 'antialiased',
    },
    // Code is shown as typed: no programming ligatures (a monospace font with them would turn `<!--` or `!=` into glyphs).
    'pre, code, kbd, samp, textarea, input': { fontVariantLigatures: 'none', fontFeatureSettings: '"liga" 0, "calt" 0' },
    // Text fields always show where typing goes (date and time fields move focus to inner parts, so
    // :focus-visible does not match them).
    'input:focus, textarea:focus, select:focus': {
      outline: '2px solid',
      outlineColor: 'accent.focus',
      outlineOffset: '1px',
    },
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'accent.focus',
      outlineOffset: '2px',
    },
    // The icon sprite's icons (src/app/sprite-icon.tsx): what lucide-react writes on every icon as attributes, once
    // here instead of on each of home's 200 icons. In the base layer, as the attributes were below every style.
    '.lk-icon': {
      width: '24px',
      height: '24px',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
})
