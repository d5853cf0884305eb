import { LOOPBACK_HOSTS } from '@leerloop/contracts';

/**
 * The same address under the other loopback names: for http://localhost:3000 also
 * http://127.0.0.1:3000 and http://[::1]:3000 (the server's log prints the first two). Nothing
 * for an address that is not a loopback one.
 */
export function loopbackAliases(baseUrl: string) {
  const url = new URL(baseUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [];
  return LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map((host) => {
    const alias = new URL(url);
    alias.hostname = host;
    return alias.origin;
  });
}
