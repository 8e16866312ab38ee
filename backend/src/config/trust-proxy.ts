import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import express from 'express';

/**
 * Which hops in front of the site are its own proxies, whose X-Forwarded-For and -Proto it
 * believes (Express's `trust proxy`): none; the N nearest; or those at these addresses and
 * subnets. Never "every hop": a client could then write its own address into the header and
 * escape every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as Express takes it, or undefined when it is not a setting we accept. */
export function trustProxyOf(value: string | undefined): TrustProxy | undefined {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^[1-9][0-9]?$/.test(setting)) return Number(setting);
  if (setting === 'true') return undefined;
  const proxies = setting
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  try {
    // Express compiles the list with proxy-addr at once, and refuses what is not an address, a subnet or a named range.
    express().set('trust proxy', proxies);
  } catch {
    return undefined;
  }
  return proxies;
}

@ValidatorConstraint({ name: 'trustedProxies' })
export class TrustedProxies implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && trustProxyOf(value) !== undefined;
  }

  defaultMessage(): string {
    return (
      'TRUST_PROXY must be false, the number of proxies in front of the site (1 behind one proxy), or their addresses and subnets, comma-separated ' +
      '(10.0.0.0/8, loopback); true, which believed every hop, lets a client choose its own address'
    );
  }
}
