import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { signInAs } from '../../tests/unit/session';
import { hasLeftDeletes } from './left-deletes';
import { checkLeftDeletes, noteLeftDeletes } from './left-deletes-check';

/** States records as the server has them: each id answers in turn (the last one from then on). */
function serve(answers: Record<string, ('gone' | 'there' | 'failing')[]>): string[] {
  const asked: string[] = [];
  server.use(
    http.get('*/api/table/states/:id', ({ params }) => {
      const id = String(params.id);
      const turns = answers[id] ?? ['gone'];
      const now = turns[Math.min(asked.filter((a) => a === id).length, turns.length - 1)];
      asked.push(id);
      if (now === 'there')
        return HttpResponse.json({ data: { StateId: Number(id), StateCode: 'CO', StateName: 'Colorado' } });
      if (now === 'failing') return HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 });
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );
  return asked;
}

const left = (id: string) => ({ route: 'states', id, label: `States ${id}` });
const noWait = () => Promise.resolve();

describe('deletes sent as the page closed', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('demo');
  });

  it('are checked once by the next page: gone ones are forgotten, nothing is said', async () => {
    noteLeftDeletes([left('5'), left('6')]);
    expect(hasLeftDeletes()).toBe(true);
    const asked = serve({});
    expect(await checkLeftDeletes(noWait)).toEqual([]);
    expect(asked).toEqual(['5', '6']);
    expect(hasLeftDeletes()).toBe(false);
  });

  it('name the records still there after a second look; one there at first only was on its way', async () => {
    noteLeftDeletes([left('5'), left('6')]);
    let waited = 0;
    const asked = serve({ '5': ['there'], '6': ['there', 'gone'] });
    const there = await checkLeftDeletes(async () => {
      waited++;
    });
    expect(there.map((e) => e.label)).toEqual(['States 5']);
    expect(waited).toBe(1);
    expect(asked).toEqual(['5', '6', '5', '6']);
    expect(hasLeftDeletes()).toBe(false);
  });

  it('keep one that could not be checked for next time, and another user’s for that user', async () => {
    noteLeftDeletes([left('5')]);
    signInAs('analyst');
    noteLeftDeletes([left('7')]);
    signInAs('demo');
    serve({ '5': ['failing'] });
    expect(await checkLeftDeletes(noWait)).toEqual([]);
    expect(hasLeftDeletes()).toBe(true);
    serve({ '5': ['gone'] });
    expect(await checkLeftDeletes(noWait)).toEqual([]);
    expect(hasLeftDeletes()).toBe(false);
    signInAs('analyst');
    expect(hasLeftDeletes()).toBe(true);
  });
});
