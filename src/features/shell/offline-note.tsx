// Said while the browser is offline. Lists and screens wait for the connection (TanStack Query
// pauses their calls) and would otherwise only look busy; a save fails at once with its input
// kept (query-client.ts). The status region is always there, so that its words are announced.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { Alert } from '../../components/alert';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export function OfflineNote() {
  const online = useSyncExternalStore(subscribe, isOnline);
  return (
    <div role="status" className="offline-slot">
      {!online && (
        <Alert tone="warning" className="offline-note">
          You are offline. Lists and screens load when the connection is back; a save made now fails, with
          your input kept.
        </Alert>
      )}
    </div>
  );
}
