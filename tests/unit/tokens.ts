// Unsigned test tokens: the client only decodes tokens, the server checks signatures.
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
}

export const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
