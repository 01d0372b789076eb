import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import { useLogin } from '../../api/gen/client/auth/auth';
import { writeSession } from '../../api/session';

export function SignInPage() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/sign-in' });
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    login.mutate(
      { data: { username, password } },
      {
        onSuccess: (session) => {
          writeSession(session);
          void navigate({ to: redirect?.startsWith('/') ? redirect : '/' });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <main className="page">
      <h1>Welcome</h1>
      <form onSubmit={submit}>
        <label htmlFor="username">Username</label>
        <input
          id="username"
          className="input"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          className="input"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {error && <p role="alert">Username or Password is wrong!</p>}
        <button type="submit" className="btn btn-primary" disabled={login.isPending}>
          Sign In
        </button>
      </form>
    </main>
  );
}
