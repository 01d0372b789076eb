// The browser tab's title: the screen's own name first, so that tabs and history entries tell the
// screens apart. React 19 moves a <title> rendered anywhere into <head>, newest first, and takes it
// out when the screen goes: index.html's title is left for the moment before the console starts.

const CONSOLE_NAME = 'Legislative Data';

export function pageTitle(screen: string): string {
  return `${screen} · ${CONSOLE_NAME}`;
}

export function PageTitle({ screen }: { screen: string }) {
  return <title>{pageTitle(screen)}</title>;
}
