// The in-page half of the scale benchmark, installed with page.addInitScript (so it is serialised: nothing here may
// use a name from outside the function). It makes the inputs in the page (JSON and CSV text, diff texts, random bytes,
// STORE zips, PDFs, 12 MP JPEGs), hands them to the tool the way a user does (a paste, a drop on the drop zone), and
// times the result: from the user's action to the tool's own result element, with a requestAnimationFrame loop and a
// long-task observer running meanwhile.
export function installPageKit() {
  const inputs = {}

  /**
   * The longest gap between animation frames and the longest task (PerformanceObserver 'longtask'), until stop(); and
   * how many gaps passed 50 and 100 ms (one long gap or many).
   */
  function probe() {
    const s = { gap: 0, task: 0, gaps50: 0, gaps100: 0, last: performance.now(), on: true }
    const tick = (t) => {
      if (!s.on) return
      s.gap = Math.max(s.gap, t - s.last)
      if (t - s.last > 50) s.gaps50++
      if (t - s.last > 100) s.gaps100++
      s.last = t
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) s.task = Math.max(s.task, e.duration)
    })
    observer.observe({ type: 'longtask' })
    return {
      async stop() {
        // The frame that paints the result, and the long-task entries still on their way.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
        s.gap = Math.max(s.gap, performance.now() - s.last)
        s.on = false
        for (const e of observer.takeRecords()) s.task = Math.max(s.task, e.duration)
        observer.disconnect()
        return { gap: s.gap, task: s.task, gaps50: s.gaps50, gaps100: s.gaps100 }
      },
    }
  }

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
  const text = (sel) => document.querySelector(sel)?.textContent?.trim() ?? ''
  const count = (sel) => Number(text(sel).replace(/[^\d]/g, '') || Number.NaN)
  const toasts = () => [...document.querySelectorAll('[data-testid=toast]')]
  const toastWith = (title) => toasts().find((t) => t.textContent.includes(title))

  /** What the page says went wrong, if anything new: an error toast or a danger notice (role=alert). */
  function failureWatch() {
    const before = new Set(document.querySelectorAll('[role=alert], [data-testid=toast]'))
    return () => {
      for (const t of toasts()) {
        if (before.has(t)) continue
        if (t.getAttribute('data-type') === 'error') return t.textContent.trim()
      }
      for (const a of document.querySelectorAll('[role=alert]')) {
        if (before.has(a) || a.closest('[data-testid=toast]')) continue
        const msg = a.textContent.trim()
        if (msg) return msg
      }
      return null
    }
  }

  /** Resolves when done() holds (checked on every DOM change and every 50 ms), fail() says why not, or time runs out. */
  function waitFor(done, fail, timeoutMs) {
    return new Promise((resolve) => {
      let finished = false
      const check = () => {
        if (finished) return
        let outcome = null
        if (done()) outcome = { ok: true }
        else {
          const message = fail?.()
          if (message) outcome = { ok: false, message }
        }
        if (!outcome) return
        finished = true
        outcome.at = performance.now()
        obs.disconnect()
        clearInterval(timer)
        clearTimeout(limit)
        resolve(outcome)
      }
      const obs = new MutationObserver(check)
      obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
      const timer = setInterval(check, 50)
      const limit = setTimeout(() => {
        if (finished) return
        finished = true
        obs.disconnect()
        clearInterval(timer)
        resolve({ ok: false, at: performance.now(), message: `timed out after ${Math.round(timeoutMs / 1000)} s` })
      }, timeoutMs)
      check()
    })
  }

  function labelled(label) {
    const el = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === label)
    const field = el && document.getElementById(el.htmlFor)
    if (!field) throw new Error(`No field labelled ${label}`)
    return field
  }

  /** A paste of `value` into the field (a ClipboardEvent; if the page does not take it over, the text goes in). */
  function paste(field, value) {
    field.focus()
    const data = new DataTransfer()
    data.setData('text/plain', value)
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
    if (field.dispatchEvent(event)) {
      const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }

  /** A drop of `files` on the tool's drop zone: dragenter, dragover, drop with a DataTransfer carrying the files. */
  function drop(files) {
    const zone = document.querySelector('[data-testid=file-drop]')
    if (!zone) throw new Error('No drop zone on the page')
    const data = new DataTransfer()
    for (const f of files) data.items.add(f)
    for (const type of ['dragenter', 'dragover', 'drop'])
      zone.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }))
  }

  function clickButton(name) {
    const b = [...document.querySelectorAll('button')].find(
      (x) => x.textContent.trim() === name || x.getAttribute('aria-label') === name,
    )
    if (!b) throw new Error(`No button ${name}`)
    if (b.disabled) throw new Error(`Button ${name} is disabled`)
    b.click()
  }

  // ---------- Inputs ----------

  function jsonText(bytes) {
    const parts = []
    let size = 2
    for (let i = 0; size < bytes; i++) {
      const item = `{"id":${i},"name":"item ${i}","tags":["alpha","beta"],"score":${(i / 7).toFixed(4)},"ok":${i % 2 === 0},"note":"the quick brown fox jumps over the lazy dog"}`
      parts.push(item)
      size += item.length + 1
    }
    return `[${parts.join(',')}]`
  }

  function csvFile(rows) {
    const lines = ['id,name,score,date,active']
    for (let i = 1; i <= rows; i++) {
      const d = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`
      lines.push(`${i},Person ${i},${((i * 7919) % 10007) / 100},${d},${i % 3 === 0}`)
    }
    return new File([`${lines.join('\n')}\n`], 'data.csv', { type: 'text/csv' })
  }

  /** Two texts of n lines, 1% of them changed. */
  function diffTexts(n) {
    const a = []
    const b = []
    let changed = 0
    for (let i = 0; i < n; i++) {
      const line = `export const item${i} = { id: ${i}, label: 'row ${i}', weight: ${(i * 37) % 101} }`
      a.push(line)
      if (i % 100 === 42) {
        b.push(`${line} // edited`)
        changed++
      } else b.push(line)
    }
    return { a: `${a.join('\n')}\n`, b: `${b.join('\n')}\n`, changed }
  }

  const CRC_TABLE = (() => {
    const t = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      t[n] = c >>> 0
    }
    return t
  })()
  function crcUpdate(crc, bytes) {
    let c = crc
    for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
    return c
  }

  /** Random bytes in 64 KiB pieces (the most getRandomValues gives at once), gathered into Blobs of 64 MiB. */
  function randomBlob(bytes, withCrc = false) {
    let blob = new Blob([])
    let crc = 0xffffffff
    let pieces = []
    for (let done = 0; done < bytes; ) {
      const piece = new Uint8Array(Math.min(65536, bytes - done))
      crypto.getRandomValues(piece)
      if (withCrc) crc = crcUpdate(crc, piece)
      pieces.push(piece)
      done += piece.length
      if (pieces.length === 1024) {
        blob = new Blob([blob, ...pieces])
        pieces = []
      }
    }
    blob = new Blob([blob, ...pieces])
    return { blob, crc: (crc ^ 0xffffffff) >>> 0 }
  }

  /** A ZIP with every entry STOREd, written by hand: local headers, data, central directory, end record. */
  function storeZip(name, entries) {
    const enc = new TextEncoder()
    const parts = []
    const central = []
    let offset = 0
    const DOS_TIME = (13 << 11) | (45 << 5)
    const DOS_DATE = ((2024 - 1980) << 9) | (5 << 5) | 17
    for (const e of entries) {
      const path = enc.encode(e.name)
      const local = new DataView(new ArrayBuffer(30))
      local.setUint32(0, 0x04034b50, true)
      local.setUint16(4, 10, true)
      local.setUint16(6, 0x0800, true) // UTF-8 names
      local.setUint16(8, 0, true) // STORE
      local.setUint16(10, DOS_TIME, true)
      local.setUint16(12, DOS_DATE, true)
      local.setUint32(14, e.crc, true)
      local.setUint32(18, e.size, true)
      local.setUint32(22, e.size, true)
      local.setUint16(26, path.length, true)
      parts.push(local, path, e.data)
      const c = new DataView(new ArrayBuffer(46))
      c.setUint32(0, 0x02014b50, true)
      c.setUint16(4, 20, true)
      c.setUint16(6, 10, true)
      c.setUint16(8, 0x0800, true)
      c.setUint16(12, DOS_TIME, true)
      c.setUint16(14, DOS_DATE, true)
      c.setUint32(16, e.crc, true)
      c.setUint32(20, e.size, true)
      c.setUint32(24, e.size, true)
      c.setUint16(28, path.length, true)
      c.setUint32(42, offset, true)
      central.push(c, path)
      offset += 30 + path.length + e.size
    }
    const centralSize = central.reduce((s, p) => s + p.byteLength, 0)
    const end = new DataView(new ArrayBuffer(22))
    end.setUint32(0, 0x06054b50, true)
    end.setUint16(8, entries.length, true)
    end.setUint16(10, entries.length, true)
    end.setUint32(12, centralSize, true)
    end.setUint32(16, offset, true)
    return new File([...parts, ...central, end], name, { type: 'application/zip' })
  }

  function smallEntries(n) {
    const enc = new TextEncoder()
    const out = []
    for (let i = 0; i < n; i++) {
      const data = enc.encode(`Entry ${i}: ${'lorem ipsum dolor sit amet '.repeat(1 + (i % 8))}\n`)
      out.push({
        name: `folder-${Math.floor(i / 500)}/file-${i}.txt`,
        data,
        size: data.length,
        crc: (crcUpdate(0xffffffff, data) ^ 0xffffffff) >>> 0,
      })
    }
    return out
  }

  /** A minimal valid PDF written as text: catalog, page tree, one font, each page with a text content stream. */
  function pdfFile(name, pages) {
    const parts = []
    const offsets = []
    let offset = 0
    const push = (s) => {
      parts.push(s)
      offset += s.length // ASCII only: characters are bytes
    }
    const obj = (n, body) => {
      offsets[n] = offset
      push(`${n} 0 obj\n${body}\nendobj\n`)
    }
    push('%PDF-1.4\n')
    obj(1, '<< /Type /Catalog /Pages 2 0 R >>')
    const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ')
    obj(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`)
    obj(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
    for (let i = 0; i < pages; i++) {
      let stream = `BT /F1 20 Tf 72 740 Td (${name} page ${i + 1}) Tj ET\n`
      for (let l = 0; l < 30; l++)
        stream += `BT /F1 10 Tf 72 ${700 - l * 20} Td (Line ${l + 1} of page ${i + 1}: the quick brown fox jumps over the lazy dog.) Tj ET\n`
      obj(
        4 + 2 * i,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      )
      obj(5 + 2 * i, `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
    }
    const size = 4 + 2 * pages
    const xrefAt = offset
    let xref = `xref\n0 ${size}\n0000000000 65535 f \n`
    for (let n = 1; n < size; n++) xref += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`
    push(xref)
    push(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`)
    return new File(parts, name, { type: 'application/pdf' })
  }

  /** n JPEGs of 4000×3000 (12 MP) with photo-like noise; four distinct images, repeated under new names. */
  async function jpegFiles(n) {
    const variants = []
    for (let v = 0; v < Math.min(n, 4); v++) {
      const canvas = new OffscreenCanvas(4000, 3000)
      const g = canvas.getContext('2d')
      const grad = g.createLinearGradient(0, 0, 4000, 3000)
      grad.addColorStop(0, `hsl(${v * 90}, 60%, 55%)`)
      grad.addColorStop(1, `hsl(${v * 90 + 140}, 50%, 30%)`)
      g.fillStyle = grad
      g.fillRect(0, 0, 4000, 3000)
      for (let k = 0; k < 300; k++) {
        g.fillStyle = `hsla(${(k * 47 + v * 13) % 360}, 70%, ${30 + (k % 50)}%, 0.6)`
        g.beginPath()
        g.arc((k * 977) % 4000, (k * 613) % 3000, 40 + (k % 200), 0, Math.PI * 2)
        g.fill()
      }
      // Sensor-like noise, so the JPEG has the size of a photo (a few MB), not of a flat drawing.
      const img = g.getImageData(0, 0, 4000, 3000)
      const d = img.data
      let seed = 12345 + v
      for (let p = 0; p < d.length; p += 4) {
        seed = (seed * 1103515245 + 12345) >>> 0
        const noise = (seed >>> 24) / 8 - 16
        d[p] += noise
        d[p + 1] += noise
        d[p + 2] += noise
      }
      g.putImageData(img, 0, 0)
      variants.push(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }))
    }
    return Array.from(
      { length: n },
      (_, i) => new File([variants[i % variants.length]], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }),
    )
  }

  const fmt = (n) => n.toLocaleString('en-US')

  /** Empties the origin-private folder and picks it as the place "Save to a folder…" writes into. */
  async function pickPrivateFolder() {
    const root = await navigator.storage.getDirectory()
    for await (const name of root.keys()) await root.removeEntry(name, { recursive: true })
    clickButton('Save to a folder…')
    const t0 = performance.now()
    while (!document.querySelector('[data-testid=folder-name]')) {
      if (performance.now() - t0 > 10_000) throw new Error('The folder was not taken')
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  /** image-compress: drop the photos, press Compress, then `after` steps; into a folder when `folder`. */
  function compressScenario(after, folder = false) {
    return {
      async make(n) {
        inputs.files = await jpegFiles(n)
        inputs.n = n
        if (folder) await pickPrivateFolder()
        return inputs.files.reduce((s, f) => s + f.size, 0)
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => text('[data-testid=chosen]') === `${inputs.n} images chosen`,
          timeoutMs,
          null,
          [
            {
              name: 'compress',
              act: () => clickButton(`Compress ${inputs.n} Images`),
              done: () => !!toastWith('Compression complete!'),
            },
            ...after,
          ],
        )
      },
    }
  }

  // ---------- Scenarios: make(param) builds the input (not timed); run(timeoutMs) is the user's action, timed ----------

  const hashRun = (digests) => ({
    make(bytes) {
      inputs.files = [new File([randomBlob(bytes).blob], 'random.bin', { type: 'application/octet-stream' })]
      return inputs.files[0].size
    },
    async run(timeoutMs) {
      return timed(
        () => drop(inputs.files),
        () => digests.every((d) => /^[0-9a-f]{8,}$/i.test(text(`[data-testid=digest-${d}]`))),
        timeoutMs,
      )
    },
  })

  const scenarios = {
    'json-pretty': {
      make(bytes) {
        inputs.text = jsonText(bytes)
        return inputs.text.length
      },
      run(timeoutMs) {
        return timed(
          () => {
            const t = inputs.text
            inputs.text = null
            paste(labelled('JSON input'), t)
          },
          () => text('[data-testid=json-validity]') === 'Valid JSON',
          timeoutMs,
        )
      },
    },
    'csv-preview': {
      make(rows) {
        inputs.files = [csvFile(rows)]
        inputs.rows = rows
        return inputs.files[0].size
      },
      run(timeoutMs) {
        const want = `${fmt(inputs.rows)} of ${fmt(inputs.rows)} rows`
        return timed(
          () => drop(inputs.files),
          () => text('[data-testid=csv-summary]').startsWith(want),
          timeoutMs,
        )
      },
    },
    'diff-viewer': {
      async make(lines) {
        const { a, b, changed } = diffTexts(lines)
        inputs.b = b
        inputs.changed = changed
        // The original is pasted first (not timed); the measured action is pasting the modified text.
        paste(labelled('Original'), a)
        await waitFor(() => count('[data-testid=stat-removed]') === lines, null, 60_000)
        await sleep(300)
        return a.length + b.length
      },
      run(timeoutMs) {
        return timed(
          () => {
            const b = inputs.b
            inputs.b = null
            paste(labelled('Modified'), b)
          },
          () => count('[data-testid=stat-added]') === inputs.changed,
          timeoutMs,
        )
      },
    },
    'md5-hash': hashRun(['md5']),
    'sha256-hash': hashRun(['sha1', 'sha256', 'sha384', 'sha512']),
    'file-hash': {
      make(bytes) {
        inputs.files = [new File([randomBlob(bytes).blob], 'random.bin', { type: 'application/octet-stream' })]
        return inputs.files[0].size
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => [...document.querySelectorAll('h1,h2,h3,h4')].some((h) => h.textContent.includes('(1 of 1 files)')),
          timeoutMs,
        )
      },
    },
    'zip-extract': {
      make(spec) {
        const entries = smallEntries(spec.entries)
        inputs.files = [storeZip('archive.zip', entries)]
        inputs.entries = entries.length
        return inputs.files[0].size
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => count('[data-testid=zip-files]') === inputs.entries,
          timeoutMs,
          () => text('[data-testid=zip-bomb]') || text('[data-testid=zip-error]') || null,
        )
      },
    },
    'merge-pdf': {
      make(pages) {
        const half = Math.ceil(pages / 2)
        inputs.files = [pdfFile('first.pdf', half), pdfFile('second.pdf', pages - half)]
        inputs.pages = pages
        return inputs.files[0].size + inputs.files[1].size
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => count('[data-testid=stat-pages]') === inputs.pages,
          timeoutMs,
          null,
          [
            {
              name: 'merge',
              act: () => clickButton('Merge and download'),
              done: () => !!toastWith('PDFs merged!'),
            },
          ],
        )
      },
    },
    'split-pdf': {
      make(pages) {
        inputs.files = [pdfFile('book.pdf', pages)]
        inputs.pages = pages
        return inputs.files[0].size
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => count('[data-testid=stat-page-count]') === inputs.pages,
          timeoutMs,
          null,
          [
            {
              name: 'every page',
              act: () => clickButton('Every page'),
              done: () => count('[data-testid=stat-output]') === inputs.pages,
            },
            {
              name: 'split',
              act: () => clickButton('Split and download'),
              done: () => !!toastWith('PDF split!'),
            },
          ],
        )
      },
    },
    'gif-split': {
      // The GIF is set on the file input from Node (setInputFiles with a path); the action is its change event.
      make(frames) {
        inputs.frames = frames
        inputs.changeAt = null
        document.addEventListener(
          'change',
          () => {
            inputs.changeAt = performance.now()
          },
          { capture: true, once: true },
        )
        return 0
      },
      run(timeoutMs) {
        return timed(
          null,
          () => count('[data-testid=gif-frame-count]') === inputs.frames && !!toastWith('GIF processed'),
          timeoutMs,
          () => (toastWith('Processing failed') ? 'Processing failed' : null),
        )
      },
    },
    'image-compress': compressScenario([]),
    // The same, then Download All: the stored ZIP of every result (made of the results' own Blobs) is downloaded.
    'image-compress-zip': compressScenario([
      { name: 'zip', act: () => clickButton('Download All'), done: () => !!toastWith('Downloaded!') },
    ]),
    // "Save to a folder…" first (the origin-private folder stands in for the picker, see run.mjs), then Compress:
    // each result is written as it is made.
    'image-compress-folder': compressScenario([], true),
    'image-resize': {
      async make(n) {
        inputs.files = await jpegFiles(n)
        inputs.n = n
        return inputs.files.reduce((s, f) => s + f.size, 0)
      },
      run(timeoutMs) {
        return timed(
          () => drop(inputs.files),
          () => !!toastWith('Images resized'),
          timeoutMs,
          () => (toastWith('Resize failed') ? 'Resize failed' : null),
        )
      },
    },
  }

  /**
   * Times act() (null: the action already happened, at inputs.changeAt or now) until done(); then each follow-up
   * step (a button the user presses next) in turn, clicked as soon as the previous result is on screen.
   */
  async function timed(act, done, timeoutMs, fail = null, steps = []) {
    const failed = failureWatch()
    const why = () => fail?.() || failed()
    const p = probe()
    const t0 = performance.now()
    if (act) act()
    let r = await waitFor(done, why, timeoutMs)
    // Without act(), the action is the file input's change event (set from outside while we wait).
    const start = act ? t0 : (inputs.changeAt ?? t0)
    const phases = [{ name: 'open', ms: r.at - start }]
    for (const step of steps) {
      if (!r.ok) break
      const s0 = performance.now()
      try {
        step.act()
      } catch (e) {
        r = { ok: false, at: performance.now(), message: String(e.message ?? e) }
        break
      }
      r = await waitFor(step.done, why, timeoutMs)
      phases.push({ name: step.name, ms: r.at - s0 })
    }
    const { gap, task, gaps50, gaps100 } = await p.stop()
    return { ok: r.ok, message: r.message ?? null, ms: r.at - start, gap, task, gaps50, gaps100, phases }
  }

  window.__scale = {
    async make(tool, param) {
      return scenarios[tool].make(param)
    },
    /** A file input of our own, for a file Node wrote to disk (set on it by path). */
    diskInput() {
      const input = document.createElement('input')
      input.type = 'file'
      input.id = '__scale-input'
      input.hidden = true
      document.body.append(input)
    },
    /** Takes the file set on that input as the input to drop; `extra` carries what the result check needs. */
    adopt(extra) {
      const input = document.getElementById('__scale-input')
      inputs.files = [...input.files]
      Object.assign(inputs, extra)
      input.remove()
      return inputs.files[0].size
    },
    run(tool, timeoutMs) {
      return scenarios[tool].run(timeoutMs)
    },
  }
}
