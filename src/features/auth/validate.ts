import { formatNumber } from '../../lib/format';

/** The contract's longest username and password (LoginRequest's maxLength). Written here, not
 * imported from the generated schemas, which would bring zod into the sign-in page; validate.test
 * holds them to the contract. */
export const USERNAME_MAX = 256;
export const PASSWORD_MAX = 1024;

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** SPEC §5: username and password are required. A username of spaces counts as empty. Longer
 * than the contract takes is said at the field: the server would refuse it as a malformed call,
 * which read as wrong credentials. */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (username.trim() === '') errors.username = 'Username is required';
  else if (username.trim().length > USERNAME_MAX)
    errors.username = `Username is too long: at most ${formatNumber(USERNAME_MAX)} characters`;
  if (password === '') errors.password = 'Password is required';
  else if (password.length > PASSWORD_MAX)
    errors.password = `Password is too long: at most ${formatNumber(PASSWORD_MAX)} characters`;
  return errors;
}
