import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { fakeJwt, inSeconds } from '../../../tests/unit/tokens';
import type { AssignedSpeaker } from '../../api/gen/model';
import { writeSession } from '../../api/session';
import type { SegmentGroup } from './groups';
import { useLockIn } from './use-lock-in';

const group: SegmentGroup = {
  speakerId: 3,
  segments: [{ SpeakerSegmentID: 31, SpeakerID: 3, StartTime: 0, EndTime: 50 }],
  talk: 50,
};
const who: AssignedSpeaker = { id: '77', name: 'Ana Ruiz', type: 'Member', extra: '' };

function setup() {
  writeSession({
    accessToken: fakeJwt({ exp: inSeconds(600), stateConfigs: ['TX'] }),
    refreshToken: fakeJwt({ exp: inSeconds(3600) }),
  });
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/speaker/update-assignment', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Speaker assignment updated!' });
    }),
  );
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const onLocked = vi.fn();
  const hook = renderHook(() => useLockIn('TX', 9, onLocked), { wrapper });
  return { sent, onLocked, hook };
}

describe('useLockIn', () => {
  it('sends a group once when Lock in is pressed twice in the same moment, and says it was saved', async () => {
    const { sent, onLocked, hook } = setup();
    act(() => {
      hook.result.current.lockIn(group, who);
      hook.result.current.lockIn(group, who);
    });
    await waitFor(() => expect(hook.result.current.status?.kind).toBe('success'));
    expect(sent).toHaveLength(1);
    expect(onLocked).toHaveBeenCalledTimes(1);
  });

  it('sends again once the first answer is in', async () => {
    const { sent, hook } = setup();
    act(() => hook.result.current.lockIn(group, who));
    await waitFor(() => expect(hook.result.current.status?.kind).toBe('success'));
    act(() => hook.result.current.lockIn(group, who));
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
