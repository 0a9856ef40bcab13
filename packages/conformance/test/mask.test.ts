/** The masker of reports: every secret out, and nothing else (a short test API token is no word's part). */
import { describe, expect, it } from 'vitest';
import { Masker } from '../src/reporters/mask.js';

describe('the masker of secrets', () => {
  const tokens = { admin: 'gb_api_adminadmin', reader: 'gb_api_readerreader', outsider: 'gb_api_outsideroutside' };

  it('masks the fixtures tokens and test API token wherever they appear', () => {
    const mask = new Masker({ tokens, testApiToken: 'test-api-token-long' });
    const text = mask.text(`token gb_api_adminadmin in http://h/x?k=test-api-token-long`);
    expect(text).not.toContain('gb_api_adminadmin');
    expect(text).not.toContain('test-api-token-long');
  });

  it("masks a second server's test API token and names it by the same variable", () => {
    const mask = new Masker({ tokens, testApiToken: 'first-test-api-token' });
    mask.addTestApiToken('second-test-api-token');
    expect(mask.text('sent second-test-api-token')).not.toContain('second-test-api-token');
    const curl = mask.curl({
      method: 'GET',
      url: 'http://h/__test/clock',
      headers: { Authorization: 'Bearer second-test-api-token' },
    });
    expect(curl).toContain('$TEST_API_TOKEN');
  });

  it('leaves words alone that a short secret is part of (`tt` in http, Getting)', () => {
    const mask = new Masker({ tokens, testApiToken: 'tt' });
    expect(mask.text('GET http://127.0.0.1:4000/v1/orgs — Getting started')).toBe(
      'GET http://127.0.0.1:4000/v1/orgs — Getting started',
    );
    // The curl line still names it by its variable.
    const curl = mask.curl({ method: 'GET', url: 'http://h/__test/clock', headers: { Authorization: 'Bearer tt' } });
    expect(curl).toContain('$TEST_API_TOKEN');
    expect(curl).toContain("'http://h/__test/clock'");
  });
});
