import { Link, Outlet } from '@tanstack/react-router';

export function AppShell() {
  return (
    <div className="app-shell">
      <nav aria-label="Main">
        <Link to="/dashboard">Dashboard</Link>
      </nav>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
