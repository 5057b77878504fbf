import { describe, expect, it } from 'vitest';
import { siteBaseUrl } from './site-links.ts';

describe("a site's public base URL (docs/adr/0701)", () => {
  it('is the public address for a site without a domain of its own', () => {
    expect(siteBaseUrl('http://127.0.0.1:41234', null)).toBe('http://127.0.0.1:41234');
    expect(siteBaseUrl('https://benefits.example.com', undefined)).toBe('https://benefits.example.com');
  });

  it("keeps the public address's scheme and port with a custom domain's host", () => {
    expect(siteBaseUrl('http://localhost:8080', 'acme.localhost')).toBe('http://acme.localhost:8080');
    expect(siteBaseUrl('https://benefits.example.com', 'benefits.acme.example')).toBe('https://benefits.acme.example');
    expect(siteBaseUrl('https://benefits.example.com:8443', 'ACME.example')).toBe('https://acme.example:8443');
  });
});
