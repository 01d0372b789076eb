// Real JWTs (HS256, base64url header.payload.signature) for the mock backend, signed and checked
// with WebCrypto so that the same code runs in the service worker's page, in Node tests and in
// the mock HTTP server.

const enc = new TextEncoder();

function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(s: string): Uint8Array {
  const pad = s.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(pad + '='.repeat((4 - (pad.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, k);
  }
  return k;
}

export type Claims = Record<string, unknown> & { exp: number };

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  const head = b64url(enc.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = b64url(enc.encode(JSON.stringify(claims)));
  const sig = new Uint8Array(
    await crypto.subtle.sign('HMAC', await key(secret), enc.encode(`${head}.${body}`)),
  );
  return `${head}.${body}.${b64url(sig)}`;
}

/** The claims of a token signed with `secret` whose exp is later than `now`, or null. */
export async function verifyJwt(token: string, secret: string, now: number): Promise<Claims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  try {
    const ok = await crypto.subtle.verify(
      'HMAC',
      await key(secret),
      fromB64url(sig) as Uint8Array<ArrayBuffer>,
      enc.encode(`${head}.${body}`),
    );
    if (!ok) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromB64url(body))) as Partial<Claims>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims as Claims;
  } catch {
    return null;
  }
}
