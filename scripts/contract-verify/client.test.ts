// @vitest-environment node
// The curl commands of the report: each text is one shell word that bash turns back into exactly
// the text, with each secret supplied by its variable instead of written out.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Client, shellWord } from './client.ts';

/** What bash makes of `word`, with the variables set. */
const bash = (word: string, env: Record<string, string>) =>
  execFileSync('bash', ['--norc', '--noprofile', '-c', `printf '%s' ${word}`], {
    env: { PATH: process.env.PATH, ...env },
  }).toString();

describe('curl commands', () => {
  it('quote any text as one word that bash reads back exactly, secrets as variables', () => {
    const secrets = new Map([
      ['eyJhbGciOi.secret-token.sig', 'TOKEN'],
      ['hunter2', 'PASSWORD'],
    ]);
    for (const text of [
      '',
      'plain',
      `it's "quoted" $HOME \`cmd\` \\ back`,
      '{"refreshToken":"eyJhbGciOi.secret-token.sig"}',
      'Authorization: Bearer eyJhbGciOi.secret-token.sig',
      'hunter2hunter2 and eyJhbGciOi.secret-token.sig',
      '{"word":"\\u0000 and \\u001b"}',
      'ünïcödé – “quotes”',
    ]) {
      const word = shellWord(text, secrets);
      expect(word).not.toContain('hunter2');
      expect(word).not.toContain('secret-token');
      expect(bash(word, { TOKEN: 'eyJhbGciOi.secret-token.sig', PASSWORD: 'hunter2' })).toBe(text);
    }
  });

  it('write a request as curl, with a long body generated instead of spelled out', () => {
    const client = new Client('http://127.0.0.1:8787', 1000);
    client.setTokens({ accessToken: 'eyJ.aaaa.bbbb', refreshToken: 'eyJ.cccc.dddd' });
    expect(client.curl({ method: 'GET', path: '/api/table/states?page=1&limit=10' })).toBe(
      `curl -i -X GET 'http://127.0.0.1:8787/api/table/states?page=1&limit=10' -H 'Authorization: Bearer '"$TOKEN"`,
    );
    expect(
      client.curl({ method: 'POST', path: '/api/crawl', raw: { text: 'null' }, auth: 'malformed' }),
    ).toBe(
      `curl -i -X POST 'http://127.0.0.1:8787/api/crawl' -H 'Authorization: Bearer not-a-token' -H 'Content-Type: application/json' --data-binary 'null'`,
    );
    const big = client.curl({
      method: 'POST',
      path: '/api/crawl',
      raw: { prefix: '{"state":"TX","pad":"', fill: 'x', count: 1_048_576, suffix: '"}' },
      auth: 'none',
    });
    expect(big).toBe(
      `{ printf '%s' '{"state":"TX","pad":"'; head -c 1048576 /dev/zero | tr '\\0' 'x'; printf '%s' '"}'; } | curl -i -X POST 'http://127.0.0.1:8787/api/crawl' -H 'Content-Type: application/json' --data-binary @-`,
    );
    // The body that command sends is the one the verifier sent.
    const sent = execFileSync('bash', ['--norc', '--noprofile', '-c', big.replace(/\| curl .*$/, '| wc -c')])
      .toString()
      .trim();
    expect(Number(sent)).toBe('{"state":"TX","pad":"'.length + 1_048_576 + 2);
  });
});
