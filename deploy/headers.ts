// The security headers every answer of the console's web server carries: the production server
// (deploy/nginx/console.conf.template) and `npm run preview` (vite.config.ts). A test keeps the
// nginx configuration in step with this file. Decision 0039.

/**
 * The Content Security Policy. Nothing inline, nothing evaluated: scripts, styles and workers come
 * from the console's own origin; calls go to it and to the API's origin when the API is elsewhere;
 * media are the console's own or the player's blob: streams (hls.js); images its own or data:.
 * No plugins, no <base>, forms post only here, and no site may frame the console.
 */
export function contentSecurityPolicy(apiOrigin = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "media-src 'self' blob:",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header, by name. `apiOrigin`: the API's origin when it is not the console's. */
export function securityHeaders(apiOrigin = ''): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The origin of an API address ('' for none or a relative one), for connect-src. */
export function originOf(address: string | undefined): string {
  if (!address) return '';
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}
