// @vitest-environment node
// The curl commands of the report: each text is one shell word that bash turns back into exactly
// the text, with each secret supplied by its variable instead of written out.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withRealNetwork } from '../../tests/contract/real-network.ts';
import { listen } from '../../tests/contract/servers.ts';
import { Client, shellWord } from './client.ts';
import { judge } from './judge.ts';
import { Lane } from './lane.ts';
import { signIn } from './steps/auth.ts';

withRealNetwork();

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

describe('the sign-in as curl', () => {
  it('writes the password as $PASSWORD whatever its length, and the username unless it would show it', async () => {
    // A server that refuses every sign-in: the row fails, with its curl command.
    const refusing = await listen(
      createServer((req, res) => {
        req.resume();
        req.on('end', () =>
          res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Invalid credentials"}'),
        );
      }),
    );
    try {
      for (const [username, password, data] of [
        // demo/demo: writing the username out would write the password.
        ['demo', 'demo', `'{"username":"'"$CONTRACT_VERIFY_USERNAME"'","password":"'"$PASSWORD"'"}'`],
        ['contract-check', 'pw', `'{"username":"contract-check","password":"'"$PASSWORD"'"}'`],
        ['contract-check', 's3cret!', `'{"username":"contract-check","password":"'"$PASSWORD"'"}'`],
      ] as const) {
        const client = new Client(refusing.url, 2000);
        const lane = new Lane(client);
        expect(await signIn(lane, client, username, password)).toBe(false);
        const curl = lane.rows[0]?.curl ?? '';
        expect(curl).toBe(
          `curl -i -X POST '${refusing.url}/api/auth/login' -H 'Content-Type: application/json' --data-binary ${data}`,
        );
        expect(curl).not.toContain('SECRET');
        expect(curl.replace(/"\$\w+"/g, '')).not.toContain(password);
        // With the variables the README names, the command sends what the verifier sent.
        expect(bash(data, { PASSWORD: password, CONTRACT_VERIFY_USERNAME: username })).toBe(
          JSON.stringify({ username, password }),
        );
      }
    } finally {
      await refusing.close();
    }
  });
});

/** A raw TCP server that does `onFirstData` to the connection when the request starts coming, for
 * the length of `use` (given a client of it). */
async function withTcpServer(
  onFirstData: (socket: Socket) => void,
  use: (client: Client) => Promise<void>,
): Promise<void> {
  const server = createTcpServer((socket) => {
    socket.once('data', () => onFirstData(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await use(new Client(`http://127.0.0.1:${port}`, 5000));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('a connection closed under a body being sent', () => {
  it('is said in words, not as "no answer"', async () => {
    // A server that resets the connection as soon as the request starts coming, as a server that
    // answers a 413 and closes without reading the body does under a client still sending.
    await withTcpServer(
      (socket) => socket.resetAndDestroy(),
      async (client) => {
        const answer = await client.call({
          method: 'POST',
          path: '/api/bill/updateTranscript',
          raw: { prefix: '{"pad":"', fill: 'x', count: 4_000_000, suffix: '"}' },
          auth: 'none',
        });
        expect(answer.status).toBeNull();
        const verdict = judge('updateTranscript', [413], answer);
        expect(verdict.mismatch).toMatchObject({ kind: 'network', expected: 'an answer with status 413' });
        expect(verdict.mismatch?.received).toMatch(
          /^no answer could be read: the server (closed|reset) the connection .*4,000,010-byte body.*; if it answered before reading the whole body \(a 413, say\), it closed the connection without reading or discarding the rest/,
        );
      },
    );
  });
});

describe('an answer cut off after its headers', () => {
  it('says the connection closed before the whole answer arrived, with the code beside the words', async () => {
    await withTcpServer(
      (socket) => {
        socket.write(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"data":',
        );
        socket.destroy();
      },
      async (client) => {
        const answer = await client.call({
          method: 'GET',
          path: '/api/table/states?page=1&limit=10',
          auth: 'none',
        });
        const verdict = judge('statesList', [200], answer);
        expect(verdict.mismatch?.received).toBe(
          'no answer (the connection closed before the whole answer arrived, UND_ERR_SOCKET)',
        );
      },
    );
  });
});
