import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../configuration-error.ts';
import { DEFAULT_METRICS_ALLOW, parseMetricsAccess } from './metrics.ts';

describe('METRICS_ALLOW and METRICS_TOKEN', () => {
  it('allows loopback only and needs no token when neither is set', () => {
    expect(parseMetricsAccess(undefined, undefined)).toEqual({ allow: DEFAULT_METRICS_ALLOW, token: undefined });
    expect(parseMetricsAccess(' ', '')).toEqual({ allow: DEFAULT_METRICS_ALLOW, token: undefined });
  });

  it('reads a comma list of addresses and CIDR ranges, and the token', () => {
    expect(parseMetricsAccess('10.0.0.0/8, 192.0.2.7,fd00::/8', 'a-long-enough-token')).toEqual({ allow: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'], token: 'a-long-enough-token' });
  });

  it('stops the start on an entry that is not an address or range, or a short token', () => {
    for (const bad of ['*', 'localhost', '10.0.0.0/33', '10.0.0.1/8/1']) expect(() => parseMetricsAccess(bad, undefined)).toThrow(ConfigurationError);
    expect(() => parseMetricsAccess(undefined, 'short')).toThrow(/at least 16/);
  });
});
