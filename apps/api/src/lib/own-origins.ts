import { networkInterfaces } from 'node:os'

/**
 * The origins this machine answers on at `port`: localhost, the loopback addresses and every
 * address of its network interfaces, over http and https. When PUBLIC_URL is unset, checkout may
 * send the shopper back to any of them (issue 14: the shop opened at 127.0.0.1 or from a phone on
 * the same network), and to nothing else, whatever a request's Host header says.
 */
export function ownOrigins(port: number | string): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]'])
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      // link-local IPv6 addresses need a zone id, which browsers do not accept in a URL
      if (address.family === 'IPv6' && address.address.toLowerCase().startsWith('fe80')) continue
      hosts.add(address.family === 'IPv6' ? `[${address.address}]` : address.address)
    }
  }
  const origins: string[] = []
  for (const host of hosts) {
    for (const scheme of ['http', 'https']) {
      // URL drops the default port of the scheme, so compare what URL makes of it
      origins.push(new URL(`${scheme}://${host}:${port}`).origin)
    }
  }
  return origins
}
