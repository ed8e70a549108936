import dns, { type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a URL import may not reach unless DATASET_URL_ALLOW_PRIVATE is set: unspecified,
 * loopback, private, shared (carrier NAT), link-local (cloud metadata at 169.254.169.254),
 * benchmarking, multicast and reserved ranges. IPv4-mapped IPv6 addresses are checked as IPv4.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a URL import may not connect to (see REFUSED). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return REFUSED.check(address, 'ipv4');
  if (family === 6) return REFUSED.check(address.split('%')[0] ?? address, 'ipv6');
  return true;
}

/** The code of the error a refused address raises through the socket. */
export const REFUSED_ADDRESS = 'EKEELINGREFUSEDADDRESS';

export const refusedAddressError = (host: string, address: string) =>
  Object.assign(new Error(`${host} is a private, loopback or link-local address (${address})`), {
    code: REFUSED_ADDRESS,
    host,
  });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the socket: resolves the name, refuses it when any address it resolves to is
 * refused, and hands the socket exactly the addresses checked (no second resolution, so a DNS
 * answer cannot change between the check and the connection).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = allowPrivate ? undefined : list.find((a) => isRefusedAddress(a.address));
      if (refused) return callback(refusedAddressError(hostname, refused.address), []);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error('No address'), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, list);
      return callback(null, first.address, first.family);
    });
  };
}
