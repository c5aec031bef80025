// Renames inline event-handler attributes (onerror=, onload= …) before untrusted HTML is parsed. Parsing with
// DOMParser is inert (nothing runs), but Chromium still reports every inline handler it meets as a CSP
// violation; renamed to data-defused-on…, they are plain data that the text walk and DOMPurify ignore.
// A small linear scan that follows the HTML tokenizer's rules for tags, attributes, quotes and raw-text elements.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext'])
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f'
const isLetter = (c: string | undefined) => c !== undefined && /[a-zA-Z]/.test(c)

export function defuseInlineHandlers(html: string): string {
  const lower = html.toLowerCase()
  const n = html.length
  const out: string[] = []
  let i = 0
  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      out.push(html.slice(i))
      break
    }
    out.push(html.slice(i, lt))
    i = lt
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4)
      const stop = end === -1 ? n : end + 3
      out.push(html.slice(i, stop))
      i = stop
      continue
    }
    if (!isLetter(html[i + 1])) {
      out.push('<')
      i++
      continue
    }
    let j = i + 1
    while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++
    const tag = lower.slice(i + 1, j)
    out.push(html.slice(i, j))
    while (j < n) {
      const c = html[j]
      if (c === '>') {
        out.push('>')
        j++
        break
      }
      if (isSpace(c) || c === '/') {
        out.push(c)
        j++
        continue
      }
      let k = j + 1
      while (k < n && !isSpace(html[k]) && html[k] !== '/' && html[k] !== '>' && html[k] !== '=') k++
      const name = html.slice(j, k)
      out.push(/^on/i.test(name) ? `data-defused-${name}` : name)
      j = k
      let m = j
      while (m < n && isSpace(html[m])) m++
      if (html[m] !== '=') continue
      m++
      while (m < n && isSpace(html[m])) m++
      out.push(html.slice(j, m))
      j = m
      const q = html[j]
      let stop: number
      if (q === '"' || q === "'") {
        const end = html.indexOf(q, j + 1)
        stop = end === -1 ? n : end + 1
      } else {
        stop = j
        while (stop < n && !isSpace(html[stop]) && html[stop] !== '>') stop++
      }
      out.push(html.slice(j, stop))
      j = stop
    }
    i = j
    if (RAW_TEXT.has(tag)) {
      const close = tag === 'plaintext' ? -1 : lower.indexOf(`</${tag}`, i)
      const stop = close === -1 ? n : close
      out.push(html.slice(i, stop))
      i = stop
    }
  }
  return out.join('')
}
