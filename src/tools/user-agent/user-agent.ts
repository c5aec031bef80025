// Parses a user-agent string with bowser, then fills what bowser misses with our own rules: bots and command-line
// clients, TVs and consoles, CPU architecture tokens, engine versions, and the browser's Client Hints when present.
import Bowser from 'bowser'

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'bot' | 'tv' | 'console' | 'unknown'

export interface UaResult {
  ua: string
  browser: { name: string; version: string }
  engine: { name: string; version: string }
  os: { name: string; version: string }
  device: { type: DeviceType; vendor: string; model: string }
  cpu: { architecture: string }
  bot: { name: string } | null
}

/** The `navigator.userAgentData.getHighEntropyValues` answer, all fields optional. */
export interface ClientHints {
  architecture?: string
  bitness?: string
  model?: string
  mobile?: boolean
  platform?: string
  platformVersion?: string
  fullVersionList?: { brand: string; version: string }[]
}

export const MAX_UA_LENGTH = 2000

const BOTS: [RegExp, string][] = [
  [/Googlebot(?:-[A-Za-z]+)?/, ''],
  [/bingbot/i, 'Bingbot'],
  [/DuckDuckBot/i, 'DuckDuckBot'],
  [/YandexBot/i, 'YandexBot'],
  [/Baiduspider/i, 'Baiduspider'],
  [/Applebot/i, 'Applebot'],
  [/facebookexternalhit|facebookcatalog/i, 'Facebook crawler'],
  [/Twitterbot/i, 'Twitterbot'],
  [/Slackbot(?:-LinkExpanding)?/i, 'Slackbot'],
  [/Discordbot/i, 'Discordbot'],
  [/LinkedInBot/i, 'LinkedInBot'],
  [/GPTBot|ChatGPT-User|OAI-SearchBot/i, ''],
  [/ClaudeBot|Claude-User|anthropic-ai/i, ''],
  [/PerplexityBot/i, 'PerplexityBot'],
  [/CCBot/i, 'CCBot'],
  [/AhrefsBot/i, 'AhrefsBot'],
  [/SemrushBot/i, 'SemrushBot'],
  [/MJ12bot/i, 'MJ12bot'],
  [/PetalBot/i, 'PetalBot'],
  [/UptimeRobot/i, 'UptimeRobot'],
  [/HeadlessChrome/, 'Headless Chrome'],
  [/^curl\//i, 'curl'],
  [/^Wget\//i, 'Wget'],
  [/python-requests|python-urllib|aiohttp|httpx/i, ''],
  [/Go-http-client/i, 'Go-http-client'],
  [/PostmanRuntime/i, 'Postman'],
  [/insomnia/i, 'Insomnia'],
  [/okhttp/i, 'OkHttp'],
  [/axios\//i, 'axios'],
  [/node-fetch|undici/i, ''],
  [/Java\/\d/, 'Java HTTP client'],
  [/libwww-perl/i, 'libwww-perl'],
  [/[\w-]*(?:bot|crawler|spider|scraper)\b/i, ''],
]

/** Identifies crawlers, headless browsers and command-line / library HTTP clients. */
export function detectBot(ua: string): { name: string } | null {
  for (const [re, name] of BOTS) {
    const m = ua.match(re)
    if (m) {
      return { name: (name || m[0]).replace(/\/$/, '') }
    }
  }
  return null
}

const CPU_RULES: [RegExp, string][] = [
  [/\b(?:x86_64|x86-64|x64|win64|wow64|amd64|intel mac os x)\b/i, 'amd64'],
  [/\b(?:aarch64|arm64|armv8l?)\b/i, 'arm64'],
  [/\b(?:armv7l?|armv6l?|armhf|arm)\b/i, 'arm'],
  [/\b(?:i[3-6]86|x86|win32)\b/i, 'ia32'],
  [/\b(?:ppc64le|ppc64)\b/i, 'ppc64'],
  [/\b(?:ppc|powerpc)\b/i, 'ppc'],
  [/\briscv64\b/i, 'riscv64'],
  [/\b(?:sparc64|sparc|sun4u)\b/i, 'sparc'],
  [/\bmips64\b/i, 'mips64'],
  [/\bmips\b/i, 'mips'],
]

/**
 * CPU architecture from UA tokens. "Intel Mac OS X" is also sent by Apple-silicon Macs (the UA is frozen), so it is
 * only a hint; Client Hints give the truth when available.
 */
export function detectCpu(ua: string): string {
  for (const [re, arch] of CPU_RULES) if (re.test(ua)) return arch
  return ''
}

/** CPU architecture from Client Hints (`architecture` "x86" | "arm", `bitness` "64" | "32"). */
export function cpuFromHints(architecture?: string, bitness?: string): string {
  if (!architecture) return ''
  const a = architecture.toLowerCase()
  if (a === 'x86') return bitness === '32' ? 'ia32' : 'amd64'
  if (a === 'arm') return bitness === '32' ? 'arm' : 'arm64'
  return a
}

const TV =
  /SmartTV|SMART-TV|Smart TV|Tizen.*TV|Web0S|webOS.*TV|NetCast|AppleTV|Apple TV|CrKey|BRAVIA|HbbTV|GoogleTV|Android TV|AFT[A-Z]|Roku|Viera|AQUOSBrowser/i
const CONSOLES: [RegExp, string][] = [
  [/PlayStation (?:\d|Vita|Portable)/i, 'Sony'],
  [/PlayStation/i, 'Sony'],
  [/Xbox (?:One|Series [XS])/i, 'Microsoft'],
  [/Xbox/i, 'Microsoft'],
  [/Nintendo (?:Switch|WiiU|Wii|3DS)/i, 'Nintendo'],
]

function tvVendorModel(ua: string): { vendor: string; model: string } {
  if (/AppleTV|Apple TV/.test(ua)) return { vendor: 'Apple', model: 'Apple TV' }
  if (/CrKey/.test(ua)) return { vendor: 'Google', model: 'Chromecast' }
  if (/AFT[A-Z]/.test(ua)) return { vendor: 'Amazon', model: 'Fire TV' }
  if (/Roku/i.test(ua)) return { vendor: 'Roku', model: '' }
  if (/Tizen|SAMSUNG/i.test(ua)) return { vendor: 'Samsung', model: '' }
  if (/Web0S|webOS|NetCast|LG/i.test(ua)) return { vendor: 'LG', model: '' }
  if (/BRAVIA|Sony/i.test(ua)) return { vendor: 'Sony', model: 'Bravia' }
  return { vendor: '', model: '' }
}

/** Engine version bowser leaves out: Blink follows Chrome's version, Gecko's is the `rv:` token. */
function engineVersion(ua: string, engine: string, browserVersion: string, bowserVersion?: string): string {
  if (engine === 'Blink') return ua.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1] ?? browserVersion
  if (engine === 'Gecko') return ua.match(/rv:([\d.]+)/)?.[1] ?? bowserVersion ?? ''
  return bowserVersion ?? ''
}

/** "Windows NT 10.0" is sent by both Windows 10 and 11; only Client Hints tell them apart. */
function windowsVersion(os: { version?: string; versionName?: string }): string {
  if (os.version === 'NT 10.0') return '10 or 11'
  return os.versionName ?? os.version ?? ''
}

export function parseUserAgent(raw: string): UaResult {
  const ua = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_UA_LENGTH)
  const p = Bowser.parse(ua || ' ')
  const browser = { name: p.browser.name ?? '', version: p.browser.version ?? '' }
  const engineName = p.engine.name ?? ''
  const engine = { name: engineName, version: engineVersion(ua, engineName, browser.version, p.engine.version) }
  const osName = p.os.name ?? ''
  const os = { name: osName, version: osName === 'Windows' ? windowsVersion(p.os) : (p.os.version ?? '') }
  if (osName === 'macOS' && !os.version)
    os.version = ua.match(/Mac OS X (\d+[_.]\d+(?:[_.]\d+)?)/)?.[1]?.replaceAll('_', '.') ?? ''
  const device = {
    type: ((p.platform.type as DeviceType | undefined) ?? 'unknown') as DeviceType,
    vendor: p.platform.vendor ?? '',
    model: p.platform.model ?? '',
  }
  // Android models: the token before "Build/" or ")" in "Android 14; SM-S918B)".
  if (!device.model && osName === 'Android') {
    const m = ua.match(/Android [\d.]+; (?:[a-z]{2}[-_][a-z]{2}; )?([^;)]+?)(?: Build\/[^;)]*)?\)/i)
    if (m && !/^(?:K|Linux|U|wv|Mobile)$/i.test(m[1])) device.model = m[1].trim()
    if (!device.vendor && /^SM-|^GT-|^SAMSUNG/i.test(device.model)) device.vendor = 'Samsung'
    if (!device.vendor && /^Pixel/i.test(device.model)) device.vendor = 'Google'
  }
  const bot = detectBot(ua)
  if (bot) {
    device.type = 'bot'
    if (!browser.name) {
      browser.name = bot.name
      browser.version = ua.match(/^[\w.-]+\/([\d.]+)/)?.[1] ?? ''
    }
  } else if (TV.test(ua)) {
    device.type = 'tv'
    const vm = tvVendorModel(ua)
    device.vendor ||= vm.vendor
    device.model ||= vm.model
  } else {
    for (const [re, vendor] of CONSOLES) {
      const m = ua.match(re)
      if (m) {
        device.type = 'console'
        device.vendor = vendor
        device.model = m[0]
        break
      }
    }
  }
  if (device.type === 'unknown' && /Windows NT|Macintosh|X11|CrOS/.test(ua)) device.type = 'desktop'
  if (device.type === 'unknown' && /Mobile|iPhone/.test(ua)) device.type = 'mobile'
  if (device.type === 'desktop' && osName === 'macOS' && !device.vendor) device.vendor = 'Apple'
  if (!os.name && /PlayStation/.test(ua)) os.name = 'PlayStation OS'
  return { ua, browser, engine, os, device, cpu: { architecture: detectCpu(ua) }, bot }
}

/** Overlays the browser's own Client Hints (more truthful than its frozen UA string). */
export function applyClientHints(r: UaResult, h: ClientHints): UaResult {
  const out: UaResult = structuredClone(r)
  const arch = cpuFromHints(h.architecture, h.bitness)
  if (arch) out.cpu.architecture = arch
  if (h.model) out.device.model = h.model
  if (h.mobile === true && out.device.type === 'desktop') out.device.type = 'mobile'
  if (h.platform && h.platformVersion) {
    if (h.platform === 'Windows') {
      const major = Number.parseInt(h.platformVersion, 10)
      out.os.version = major >= 13 ? '11' : major > 0 ? '10' : out.os.version
    } else if (h.platform === 'macOS' || h.platform === 'Android' || h.platform === 'Chrome OS') {
      out.os.version = h.platformVersion
    }
  }
  const list = h.fullVersionList ?? []
  const brand = list.find((b) => out.browser.name && b.brand.toLowerCase() === out.browser.name.toLowerCase())
  const chromium = list.find((b) => b.brand === 'Chromium')
  if (brand) out.browser.version = brand.version
  else if (chromium && out.browser.name === 'Chrome') out.browser.version = chromium.version
  if (chromium && out.engine.name === 'Blink') out.engine.version = chromium.version
  return out
}

export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  bot: 'Bot',
  tv: 'TV',
  console: 'Console',
  unknown: 'Unknown',
}

export function toJson(r: UaResult, hints?: ClientHints | null): string {
  return JSON.stringify(hints ? { ...r, clientHints: hints } : r, null, 2)
}

/** Client Hints as label/value rows for display. */
export function hintRows(h: ClientHints): [string, string][] {
  const rows: [string, string][] = []
  if (h.platform) rows.push(['Platform', [h.platform, h.platformVersion].filter(Boolean).join(' ')])
  if (h.architecture)
    rows.push(['Architecture', [h.architecture, h.bitness && `${h.bitness}-bit`].filter(Boolean).join(', ')])
  if (h.model) rows.push(['Model', h.model])
  if (typeof h.mobile === 'boolean') rows.push(['Mobile', h.mobile ? 'Yes' : 'No'])
  for (const b of h.fullVersionList ?? []) rows.push([`Brand: ${b.brand}`, b.version])
  return rows
}

export const EXAMPLES: { label: string; ua: string }[] = [
  {
    label: 'Chrome on Windows 10/11',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  {
    label: 'Safari on macOS',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  },
  { label: 'Firefox on Linux ARM', ua: 'Mozilla/5.0 (X11; Linux aarch64; rv:133.0) Gecko/20100101 Firefox/133.0' },
  {
    label: 'Safari on iPhone',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  },
  {
    label: 'Chrome on Android (Samsung)',
    ua: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
  },
  {
    label: 'Safari on iPad',
    ua: 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  },
  {
    label: 'Edge on Windows',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  },
  { label: 'Googlebot', ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  { label: 'curl', ua: 'curl/8.5.0' },
  {
    label: 'Samsung Smart TV',
    ua: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
  },
  {
    label: 'PlayStation 5',
    ua: 'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  },
  {
    label: 'Xbox',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Xbox; Xbox Series X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0.2564.82 Safari/537.36 Edge/20.02',
  },
]
