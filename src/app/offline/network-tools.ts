// The only tools that may contact another origin, the button that does it, and which of the CSP's allowed hosts
// each one asks (networkToolHosts in src/app/csp.ts is the list the browser enforces; this file only says who uses
// which). tests/app/network-tools.test.ts fails if a host is allowed that no tool here claims.
import { networkToolHosts } from '../csp'

export interface NetworkTool {
  slug: string
  /** The labelled button that sends the request; nothing is sent before it is pressed. */
  action: string
  /** When and what is sent. */
  when: string
  hosts: string[]
}

const hostsMatching = (re: RegExp) =>
  networkToolHosts.filter((h) => re.test(h)).map((h) => h.replace(/^https:\/\//, ''))

export const networkTools: NetworkTool[] = [
  {
    slug: 'dns-lookup',
    action: 'Look up',
    when: 'When you press Look up: the name and record type you typed, sent over DNS-over-HTTPS to the one resolver you picked.',
    hosts: hostsMatching(/^https:\/\/(cloudflare-dns\.com|dns\.google|dns\.quad9\.net)$/),
  },
  {
    slug: 'ip-info',
    action: 'Show my public IP',
    when: 'When you press Show my public IP: a request that returns the address your connection comes from (nothing you typed is sent).',
    hosts: hostsMatching(/^https:\/\/api6?4?\.ipify\.org$/),
  },
  {
    slug: 'currency-convert',
    action: "Get today's rates",
    when: "When you press Get today's rates: a request for the European Central Bank's reference rates (no amount is sent). The rates are then kept on this device.",
    hosts: hostsMatching(/^https:\/\/api\.frankfurter\.app$/),
  },
]

export const networkToolFor = (slug: string) => networkTools.find((t) => t.slug === slug)
