import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import {
  apiBaseUrl,
  applyRuntimeConfig,
  ConfigError,
  demoAccounts,
  loadRuntimeConfig,
  parseApiBaseUrl,
} from './runtime-config';

describe('parseApiBaseUrl', () => {
  it('takes an http(s) address, without its trailing slash; "" is this origin', () => {
    expect(parseApiBaseUrl('https://api.example.org', 's')).toBe('https://api.example.org');
    expect(parseApiBaseUrl('https://api.example.org/', 's')).toBe('https://api.example.org');
    expect(parseApiBaseUrl('http://10.0.0.5:8080/v2/', 's')).toBe('http://10.0.0.5:8080/v2');
    expect(parseApiBaseUrl('', 's')).toBe('');
  });

  it('refuses what is not an API address, saying why and where it came from', () => {
    const refused: [unknown, RegExp][] = [
      ['api.example.org', /not an absolute address/],
      ['/api', /not an absolute address/],
      ['ftp://api.example.org', /must start with https:\/\/ or http:\/\//],
      ['javascript:alert(1)', /must start with https:\/\/ or http:\/\//],
      ['https://user:pw@api.example.org', /user name or password/],
      ['https://api.example.org?x=1', /query or a fragment/],
      ['https://api.example.org#top', /query or a fragment/],
      ['https://api.example.org\t', /spaces or control characters/],
      [' https://api.example.org', /spaces or control characters/],
      [42, /must be a string/],
      [null, /must be a string/],
    ];
    for (const [value, why] of refused) {
      expect(() => parseApiBaseUrl(value, '/config.json')).toThrow(ConfigError);
      expect(() => parseApiBaseUrl(value, '/config.json')).toThrow(why);
      expect(() => parseApiBaseUrl(value, '/config.json')).toThrow(/\/config\.json/);
    }
  });
});

describe('the runtime configuration', () => {
  it('applies apiBaseUrl, keeps the build-time address without it, refuses anything else', () => {
    applyRuntimeConfig({ apiBaseUrl: 'https://staging.example.org/' });
    expect(apiBaseUrl()).toBe('https://staging.example.org');
    applyRuntimeConfig({});
    expect(apiBaseUrl()).toBe('');
    expect(() => applyRuntimeConfig([])).toThrow(/must hold a JSON object/);
    expect(() => applyRuntimeConfig('https://x.example')).toThrow(/must hold a JSON object/);
    expect(() => applyRuntimeConfig({ apiBaseURL: 'https://x.example' })).toThrow(
      /unknown setting "apiBaseURL"/,
    );
  });

  it('takes the demo accounts a mock backend announces; none without the key', () => {
    applyRuntimeConfig({
      demoAccounts: [
        { username: 'demo', password: 'demo', note: 'every screen' },
        { username: 'analyst', password: 'analyst' },
      ],
    });
    expect(demoAccounts()).toEqual([
      { username: 'demo', password: 'demo', note: 'every screen' },
      { username: 'analyst', password: 'analyst' },
    ]);
    applyRuntimeConfig({ apiBaseUrl: '' });
    expect(demoAccounts()).toEqual([]);
    for (const bad of [
      'demo/demo',
      [{ username: 'demo' }],
      [{ username: '', password: 'x' }],
      [{ username: 'demo', password: 'demo', note: 3 }],
      [{ username: 'demo', password: 'demo', role: 'admin' }],
      [null],
    ]) {
      expect(() => applyRuntimeConfig({ demoAccounts: bad })).toThrow(
        /demoAccounts in \/config\.json must be/,
      );
    }
  });

  it('reads /config.json from the server; no file leaves the build-time address', async () => {
    server.use(
      http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://prod.example.org' })),
    );
    await loadRuntimeConfig();
    expect(apiBaseUrl()).toBe('https://prod.example.org');

    server.use(http.get('*/config.json', () => new HttpResponse(null, { status: 404 })));
    await loadRuntimeConfig();
    expect(apiBaseUrl()).toBe('');

    // A server's single-page fallback answers any path with the page: no file either.
    server.use(
      http.get(
        '*/config.json',
        () => new HttpResponse('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    await loadRuntimeConfig();
    expect(apiBaseUrl()).toBe('');
  });

  it('says so when the file cannot be used', async () => {
    server.use(
      http.get(
        '*/config.json',
        () => new HttpResponse('{"apiBaseUrl":', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json is not valid JSON.');
    server.use(http.get('*/config.json', () => new HttpResponse('nope', { status: 500 })));
    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json could not be loaded (status 500).');
    server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'api.example.org' })));
    await expect(loadRuntimeConfig()).rejects.toThrow(/not an absolute address/);
  });
});
