import { isIP } from 'node:net';
import { validationFailed } from '../common/validation/validation-failed.js';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A host that is one of `hosts` or below one. */
const isOneOf = (hostname: string, hosts: readonly string[]): boolean => hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));

/**
 * The server posts to a subscription's endpoint: an https URL on one of the browsers' push
 * services (`hosts`, PUSH_SERVICE_HOSTS). Any other host — an address, this machine, a name inside
 * the site's network — is refused, so that a subscription cannot aim the server's requests
 * anywhere else; outside production, http://127.0.0.1 or localhost is taken (the tests' stand-in).
 */
export function checkedEndpoint(endpoint: string, allowLocal: boolean, hosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refused('is not a URL');
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (allowLocal && local && (url.protocol === 'http:' || url.protocol === 'https:')) return url.href;
  if (url.protocol !== 'https:') throw refused('must be an https URL');
  if (local || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 || !isOneOf(url.hostname, hosts) || url.username || url.password) {
    throw refused('must be on a push service’s host name');
  }
  return url.href;
}

const refused = (why: string) => validationFailed([{ field: 'endpoint', code: 'invalid' }], `endpoint ${why}`);
