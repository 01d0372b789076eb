export interface Credentials {
  username: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** SPEC §5: username and password are required. A username of spaces counts as empty. */
export function validateCredentials({ username, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (username.trim() === '') errors.username = 'Username is required';
  if (password === '') errors.password = 'Password is required';
  return errors;
}
