// What a tool's page states beside its description: how far the scaling benchmark ran it, and the limits it checks
// before its work. Page facts, not catalogue data: only the tool route reads them, so home's JavaScript (the load
// budget, e2e/gates/load-budget.spec.ts) does not carry them. Keys are catalogue slugs (tests/catalogue/catalogue.test.ts).

export interface ToolFacts {
  /**
   * The largest input the scaling benchmark ran this tool with to the end on a 2-core machine (bench/scale; time,
   * longest frame gap and memory per size in bench/results/scale.md): shown on its page as "Tested up to …". Set only
   * from a measured run; csv-preview stops at the size whose page stayed smooth (1M rows ran, with a 0.65 s freeze).
   */
  testedUpTo?: string
  /**
   * The limits the tool checks before its work (bytes, rows, columns, depth …), as one line shown on its page beside
   * "Tested up to": what it refuses, with a message naming the limit, rather than crash, freeze or come out empty.
   */
  limits?: string
}

/** The three image batch tools check the same limits (src/lib/image/batch-settings.ts). */
const IMAGE_BATCH_LIMITS =
  'images up to 100 MP and 200 MB a file; a folder up to 10,000 files; a ZIP up to 4 GB and 65,535 files (Save to a folder has neither limit)'

/** Every single-image tool decodes through the image worker, which reads the size from the header first (image-header.ts). */
const IMAGE_PIXELS = 'images up to 100 MP (65,536 px a side), checked from the header before decoding'

/** merge-pdf and split-pdf open every file through src/lib/pdf/pdf-load.ts. */
const PDF_LIMITS = 'PDFs whose compressed object streams unpack past 64 MB are refused as decompression bombs'

export const toolFacts: Readonly<Record<string, ToolFacts>> = {
  'markdown-mermaid': { limits: "diagram sources up to 50,000 characters (Mermaid's own limit)" },
  'lottery-picker': { limits: 'up to 1,000,000 characters of entries' },
  'jwt-decode': { limits: 'tokens up to 100,000 characters' },
  'html-to-text': { limits: 'up to 500,000 characters of HTML' },
  'markdown-preview': { limits: 'documents up to 500,000 characters (rendered as you type)' },
  slugify: { limits: 'up to 100,000 characters' },
  'char-case': { limits: 'up to 1,000,000 characters (converted as you type)' },
  'word-count': { limits: 'counted off the page past 100,000 characters; up to 128 million characters' },
  'json-pretty': {
    testedUpTo: '50 MB of JSON',
    limits:
      'results up to 200,000,000 characters; the first 20,000 characters of the result shown (Copy and Download take all)',
  },
  'diff-viewer': {
    testedUpTo: '200,000 lines a side',
    limits:
      'each side up to 50,000,000 characters and 500,000 lines; lines shown up to 10,000 characters; lines over 5,000 characters marked whole, not word by word',
  },
  'image-compress': {
    testedUpTo: '500 photos of 12 MP at once (also in one pass: 1920 px, WebP, into a folder)',
    limits: IMAGE_BATCH_LIMITS,
  },
  'image-resize': {
    testedUpTo: '100 photos of 12 MP at once',
    limits: IMAGE_BATCH_LIMITS,
  },
  'image-convert': {
    limits: IMAGE_BATCH_LIMITS,
  },
  'gif-split': {
    testedUpTo: '1,000 frames of 640×360',
    limits: '50 MP a frame (screen and each image), 10,000 frames, 2,000 MP in all (frames × screen)',
  },
  'md5-hash': { testedUpTo: '1 GB' },
  'sha256-hash': { testedUpTo: '1 GB' },
  'json-to-ts': { limits: '50 MB of JSON, 500 levels of nesting' },
  'csv-to-json': { limits: 'files up to 1 GB (read a part at a time), 128 million characters a record' },
  'json-to-csv': { limits: '50 MB of JSON, 16,384 columns, 5,000,000 cells, 1,000 levels of nesting' },
  'markdown-toc': {
    limits:
      '50,000,000 characters of Markdown; the first 100,000 characters of the TOC shown (Copy and Download take all)',
  },
  'merge-pdf': { testedUpTo: '1,000 pages', limits: PDF_LIMITS },
  'split-pdf': { testedUpTo: '1,000 pages', limits: PDF_LIMITS },
  'zip-extract': {
    testedUpTo: '10,000 entries, or a 1 GB archive',
    limits:
      '100,000 entries, 1 GB per file and 2 GB in all (as declared), 1,000:1 compression for a file of 1 MB or more; overlapping entries refused',
  },
  'file-hash': { testedUpTo: '1 GB' },
  'csv-preview': {
    testedUpTo: '1,000,000 rows',
    limits:
      'files up to 1 GB (read a part at a time), 16,384 columns, 50,000,000 cells, 128 million characters a record; cells shown up to 1,000 characters',
  },
  'table-sorter': {
    limits:
      '16,384 columns, 10,000,000 cells, 200 MB of CSV or 10 MB of HTML; colspan 1,000, rowspan 65,534; cells shown up to 1,000 characters',
  },
  'url-parser': {
    limits: 'URLs up to 8,000,000 characters; the first 200 query parameters listed (Copy as JSON takes all)',
  },
  'yaml-to-json': { limits: 'up to 1,000,000 characters a side (converted as you type)' },
  'calendar-maker': { limits: 'the first 20 line problems of the marked dates listed (the rest counted)' },
  'base64-image': { limits: 'Base64 text up to 100,000,000 characters' },
  'email-validator': {
    limits: 'lists up to 10,000,000 characters; the first 500 results listed (Copy and Download take all)',
  },
  'base-n': { limits: 'numbers up to 20,000 digits' },
  'excel-to-json': {
    limits: 'workbooks up to 200 MB; 20,000,000 cells a sheet (the cells it holds, merged ranges filled included)',
  },
  'favicon-generator': { limits: 'images up to 10 MB and 100 MP (65,536 px a side)' },
  'audio-convert': {
    limits:
      'files up to 512 MB, decoding up to 1 GB of samples (about 50 minutes of 44.1 kHz stereo), checked from the length before decoding; files whose length cannot be read first up to 32 MB; files the background decoder cannot read up to 128 MB of samples',
  },
  'video-trim': {
    limits:
      'trimmed files up to 1 GB (built in memory), estimated before the trim from the range share of the file, a re-encode at 0.1 bit a pixel a frame',
  },
  'image-crop': { limits: IMAGE_PIXELS },
  'image-to-pdf': { limits: IMAGE_PIXELS },
  'text-to-pdf': {
    limits:
      'texts up to 5,000,000 characters and 1,000 pages, the pages counted once the lines are wrapped, before the first is drawn',
  },
  'exif-viewer': {
    limits:
      'the preview and Download Without EXIF take images up to 100 MP (65,536 px a side); the first 500 metadata fields listed (Copy EXIF Data takes all)',
  },
  'geojson-viewer': {
    limits:
      'files and pastes up to 50 MB; GeometryCollections nested up to 100 levels; the first 200 matching features listed',
  },
  'json-diff': {
    limits:
      '3,000 levels of nesting a side; the first 1,500 tree rows and 2,000 paths shown (Copy and Download take all)',
  },
  'json-plot': {
    limits:
      'JSON up to 50,000,000 characters, 1,000,000 points, 1,000 fields and 10,000,000 values (points × fields); pie charts up to 1,000 slices; the first 1,000 values listed as text',
  },
  'base64-encode': {
    limits:
      'files up to 384 MB (a longer Base64 text than a browser string holds is refused); text encoded as you type up to 10,000,000 characters; the first 20,000 characters of a result shown (Copy and Download take all)',
  },
  'qr-generator': { limits: 'text up to 2,953 bytes at error correction L, 2,331 at M, 1,663 at Q, 1,273 at H' },
  'user-agent': { limits: 'the first 2,000 characters parsed' },
  'uuid-namespace': { limits: 'up to 10,000 names (the rest are not used)' },
  'matrix-math': { limits: 'matrices up to 10 × 10' },
  'password-strength': { limits: 'the first 256 characters analysed' },
  'bcrypt-hash': { limits: 'passwords: bcrypt reads the first 72 bytes (UTF-8), and a warning says so past that' },
  'prime-checker': { limits: 'numbers up to 2,000 digits; factorising stops at the time limit chosen (5 to 60 s)' },
  'regex-tester': {
    limits: 'the first 1,000,000 matches kept; a run stops at its time limit (1 s by default, 50 ms to 60 s)',
  },
  'html-preview': {
    limits:
      'a loop that keeps the page busy over 1 second is stopped; the console keeps the last 500 entries, 5,000 characters each; a pane over 300,000 characters is shown as a summary (the preview runs all of it); drafts kept in this browser up to 2,000,000 characters (a larger one is not kept, and the page says so)',
  },
  'quote-generator': { limits: 'your quotes up to 1,000 characters, author and work up to 120' },
  'barcode-generator': {
    limits: 'Code 39, Codabar and Code 128 up to 80 characters; Data Matrix up to 1,556 bytes, PDF417 up to 1,850',
  },
  'uuid-generator': {
    limits: 'pastes up to 1,000,000 characters; the first 1,000 pasted UUIDs checked (one a line), the rest counted',
  },
  'working-days': {
    limits: 'up to 100,000 working days added or subtracted; holidays lists up to 50,000 characters and 1,000 lines',
  },
  'svg-minify': { limits: 'elements nested up to 256 levels (minified off the page, in a worker)' },
  'url-encode': {
    limits: 'up to 100,000 characters (encoded as you type); the first 1,000 query pairs decoded, the rest counted',
  },
  'jwt-generator': { limits: 'payloads up to 50,000 characters' },
  'icon-spriter': { limits: 'up to 2,000 icons a sprite, 1 MB each, 10 MB in all (checked before the files are read)' },
}

export const factsOf = (slug: string): ToolFacts => toolFacts[slug] ?? {}
