/**
 * Where to go after signing in: the page the user was sent away from, if it is a path of this
 * console ('/…' but not '//host', which a browser reads as another site), else / (SPEC §2).
 */
export function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}
