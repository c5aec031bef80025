import { describe, expect, it } from 'vitest'
import {
  applyClientHints,
  cpuFromHints,
  detectBot,
  detectCpu,
  EXAMPLES,
  hintRows,
  MAX_UA_LENGTH,
  parseUserAgent,
  toJson,
} from '../../src/tools/user-agent/user-agent'

const ex = (label: string) => {
  const e = EXAMPLES.find((x) => x.label === label)
  if (!e) throw new Error(label)
  return parseUserAgent(e.ua)
}

describe('user-agent parsing', () => {
  it('parses Chrome on Windows', () => {
    const r = ex('Chrome on Windows 10/11')
    expect(r.browser).toEqual({ name: 'Chrome', version: '131.0.0.0' })
    expect(r.engine).toEqual({ name: 'Blink', version: '131.0.0.0' })
    expect(r.os).toEqual({ name: 'Windows', version: '10 or 11' })
    expect(r.device.type).toBe('desktop')
    expect(r.cpu.architecture).toBe('amd64')
    expect(r.bot).toBeNull()
  })

  it('parses Edge, Safari on macOS, Firefox on Linux ARM', () => {
    expect(ex('Edge on Windows').browser).toEqual({ name: 'Microsoft Edge', version: '131.0.2903.86' })
    const mac = ex('Safari on macOS')
    expect(mac.os).toEqual({ name: 'macOS', version: '10.15.7' })
    expect(mac.device).toMatchObject({ type: 'desktop', vendor: 'Apple' })
    expect(mac.engine.name).toBe('WebKit')
    const ff = ex('Firefox on Linux ARM')
    expect(ff.browser).toEqual({ name: 'Firefox', version: '133.0' })
    expect(ff.engine).toEqual({ name: 'Gecko', version: '133.0' })
    expect(ff.cpu.architecture).toBe('arm64')
  })

  it('parses mobiles and tablets with vendor and model', () => {
    expect(ex('Safari on iPhone').device).toEqual({ type: 'mobile', vendor: 'Apple', model: 'iPhone' })
    expect(ex('Safari on iPhone').os).toEqual({ name: 'iOS', version: '18.1' })
    expect(ex('Safari on iPad').device).toEqual({ type: 'tablet', vendor: 'Apple', model: 'iPad' })
    const sam = ex('Chrome on Android (Samsung)')
    expect(sam.device).toEqual({ type: 'mobile', vendor: 'Samsung', model: 'SM-S918B' })
    expect(sam.os).toEqual({ name: 'Android', version: '14' })
    const pixel = parseUserAgent(
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36',
    )
    expect(pixel.device).toMatchObject({ vendor: 'Google', model: 'Pixel 7' })
  })

  it('detects bots and HTTP clients', () => {
    expect(ex('Googlebot').device.type).toBe('bot')
    expect(ex('Googlebot').bot).toEqual({ name: 'Googlebot' })
    expect(ex('curl').browser).toEqual({ name: 'curl', version: '8.5.0' })
    expect(
      detectBot(
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      ),
    ).toEqual({ name: 'GPTBot' })
    expect(detectBot('python-requests/2.31.0')).toEqual({ name: 'python-requests' })
    expect(
      detectBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ name: 'Headless Chrome' })
    expect(detectBot('Mozilla/5.0 (compatible; SomeNewCrawler/1.0; +https://example.com)')).toEqual({
      name: 'SomeNewCrawler',
    })
    expect(
      detectBot('Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'),
    ).toBeNull()
    expect(detectBot('Mozilla/5.0 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)')).toEqual({
      name: 'PetalBot',
    })
    expect(detectBot(EXAMPLES[0].ua)).toBeNull()
    expect(detectBot(EXAMPLES[3].ua)).toBeNull()
  })

  it('detects TVs and consoles', () => {
    expect(ex('Samsung Smart TV').device).toMatchObject({ type: 'tv', vendor: 'Samsung' })
    expect(ex('PlayStation 5').device).toEqual({ type: 'console', vendor: 'Sony', model: 'PlayStation 5' })
    expect(ex('Xbox').device).toEqual({ type: 'console', vendor: 'Microsoft', model: 'Xbox Series X' })
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0 Safari/537.36',
      ).device,
    ).toMatchObject({ type: 'tv', vendor: 'Amazon' })
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Nintendo Switch; WifiWebAuthApplet) AppleWebKit/606.4 (KHTML, like Gecko) NF/6.0.1.15.4 NintendoBrowser/5.1.0.20393',
      ).device,
    ).toMatchObject({ type: 'console', vendor: 'Nintendo', model: 'Nintendo Switch' })
  })

  it('reads CPU architecture tokens', () => {
    expect(detectCpu('(X11; Linux x86_64)')).toBe('amd64')
    expect(detectCpu('(Windows NT 10.0; WOW64)')).toBe('amd64')
    expect(detectCpu('(X11; Linux aarch64)')).toBe('arm64')
    expect(detectCpu('(X11; Linux arm64)')).toBe('arm64')
    expect(detectCpu('(X11; Linux armv7l)')).toBe('arm')
    expect(detectCpu('(X11; Linux i686)')).toBe('ia32')
    expect(detectCpu('(X11; Linux ppc64le)')).toBe('ppc64')
    expect(detectCpu('(X11; Linux riscv64)')).toBe('riscv64')
    expect(detectCpu('(iPhone; CPU iPhone OS 18_1 like Mac OS X)')).toBe('')
    expect(detectCpu('Mozilla/5.0 (Linux; Android 14; SM-S918B)')).toBe('')
  })

  it('handles empty, garbage, Unicode and over-long input without throwing', () => {
    const empty = parseUserAgent('')
    expect(empty.browser.name).toBe('')
    expect(empty.device.type).toBe('unknown')
    expect(parseUserAgent('🦊 ünïcødé ✓').browser.name).toBe('')
    const long = parseUserAgent(`${EXAMPLES[0].ua} ${'x'.repeat(5000)}`)
    expect(long.ua.length).toBe(MAX_UA_LENGTH)
    expect(long.browser.name).toBe('Chrome')
    expect(parseUserAgent(`  ${EXAMPLES[0].ua}\n`).ua).toBe(EXAMPLES[0].ua)
  })
})

describe('client hints', () => {
  it('maps architecture and bitness', () => {
    expect(cpuFromHints('x86', '64')).toBe('amd64')
    expect(cpuFromHints('x86', '32')).toBe('ia32')
    expect(cpuFromHints('arm', '64')).toBe('arm64')
    expect(cpuFromHints('arm', '32')).toBe('arm')
    expect(cpuFromHints('', '64')).toBe('')
  })

  it('refines Windows version, CPU, model and full versions', () => {
    const base = ex('Chrome on Windows 10/11')
    const r = applyClientHints(base, {
      architecture: 'arm',
      bitness: '64',
      platform: 'Windows',
      platformVersion: '15.0.0',
      fullVersionList: [
        { brand: 'Not A(Brand', version: '99.0.0.0' },
        { brand: 'Chromium', version: '131.0.6778.86' },
        { brand: 'Google Chrome', version: '131.0.6778.86' },
        { brand: 'Chrome', version: '131.0.6778.86' },
      ],
    })
    expect(r.os.version).toBe('11')
    expect(r.cpu.architecture).toBe('arm64')
    expect(r.browser.version).toBe('131.0.6778.86')
    expect(r.engine.version).toBe('131.0.6778.86')
    expect(base.cpu.architecture).toBe('amd64') // not mutated
    expect(
      applyClientHints(base, { fullVersionList: [{ brand: 'Chromium', version: '156.0.8078.108' }] }).browser.version,
    ).toBe('156.0.8078.108')
    expect(applyClientHints(base, { platform: 'Windows', platformVersion: '10.0.0' }).os.version).toBe('10')
    expect(applyClientHints(ex('Safari on macOS'), { platform: 'macOS', platformVersion: '15.1.0' }).os.version).toBe(
      '15.1.0',
    )
  })

  it('lists raw hints for display', () => {
    expect(
      hintRows({
        platform: 'Windows',
        platformVersion: '15.0.0',
        architecture: 'x86',
        bitness: '64',
        mobile: false,
        fullVersionList: [{ brand: 'Chromium', version: '131.0.1' }],
      }),
    ).toEqual([
      ['Platform', 'Windows 15.0.0'],
      ['Architecture', 'x86, 64-bit'],
      ['Mobile', 'No'],
      ['Brand: Chromium', '131.0.1'],
    ])
    expect(hintRows({})).toEqual([])
  })

  it('exports JSON, with the hints when given', () => {
    expect(JSON.parse(toJson(ex('Googlebot'), { architecture: 'arm' })).clientHints).toEqual({ architecture: 'arm' })
    const parsed = JSON.parse(toJson(ex('Googlebot')))
    expect(parsed.device.type).toBe('bot')
    expect(parsed.ua).toContain('Googlebot/2.1')
  })
})
