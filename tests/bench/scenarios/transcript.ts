// The transcript editor on the hearing of about 50,000 words (src/features/transcripts): opening
// it (first render), hovering words (the time card), shift-click (seek and highlight), selecting
// words (the edit popup), applying a replacement, and one playback-highlight tick. Hooks used:
// [data-testid="transcript"], words as [data-w="<paragraph>:<word>"], the spoken word with
// aria-current="time", the hover card [role="tooltip"], the popup .tr-popup with its textarea.
import type { Page } from '@playwright/test';
import { frameDone, type Interaction, inPage, interaction } from '../probe.ts';
import type { RunContext, Scenario } from '../types.ts';
import { orUnavailable } from './common.ts';
import {
  DAY_HEARING,
  LONG_HEARING,
  longHearingLink,
  WORDS_SHOWN,
  waitForWholeTranscript,
} from './transcript-screen.ts';

const HOVERS = 8;
const CLICKS = 4;
const TICKS = 10;
const FLOOR = 6;
const EDITS = 3;
const REPLACEMENT = 'benchmark replacement text';

interface Word {
  word: string;
  startTime: string;
}

interface Box {
  key: string;
  x: number;
  y: number;
  left: number;
  right: number;
}

const word = (key: string) => `document.querySelector('[data-w="${key}"]')`;

/** Page expression: the hover card sits on the word (it is placed at the word's top centre). */
const cardOn = (key: string) => `(() => {
  const w = ${word(key)}, t = document.querySelector('[role="tooltip"]');
  if (!w || !t || t.hidden) return false;
  const r = w.getBoundingClientRect();
  return Math.abs(parseFloat(t.style.left) - (r.left + r.width / 2)) < 1 && Math.abs(parseFloat(t.style.top) - r.top) < 1;
})()`;

const spoken = (key: string) => `${word(key)}?.getAttribute('aria-current') === 'time'`;

const POPUP = "document.querySelector('.tr-popup textarea')";

/** Words fully inside the transcript's visible area, with their centres and edges. */
async function visibleWords(page: Page): Promise<Box[]> {
  return inPage(
    page,
    () => {
      const box = document.querySelector('[data-testid="transcript"]');
      if (!box) return [];
      const b = box.getBoundingClientRect();
      const out: { key: string; x: number; y: number; left: number; right: number }[] = [];
      for (const el of box.querySelectorAll<HTMLElement>('[data-w]')) {
        const r = el.getBoundingClientRect();
        if (r.top < b.top + 40 || r.bottom > b.bottom - 40 || r.width === 0) continue;
        out.push({
          key: el.dataset.w ?? '',
          x: r.left + r.width / 2,
          y: r.top + r.height / 2,
          left: r.left,
          right: r.right,
        });
      }
      return out;
    },
    null,
  );
}

/** `n` words spread over the visible ones, each on another line than the last. */
function spread(words: Box[], n: number): Box[] {
  const out: Box[] = [];
  const step = Math.max(1, Math.floor(words.length / (n + 1)));
  for (let i = step; i < words.length && out.length < n; i += step) {
    const w = words[i] as Box;
    if (out.every((o) => Math.abs(o.y - w.y) > 4)) out.push(w);
  }
  return out;
}

const parse = (key: string) => key.split(':').map(Number) as [number, number];

/** When the whole transcript answer was in (the list prefetches it on hover: it may be less than
 * the time from the click). */
function answerReceived(page: Page): Promise<number> {
  return inPage(
    page,
    () =>
      performance
        .getEntriesByType('resource')
        // The whole transcript's, not the first paragraphs' own (?paragraphs=, decision 0045).
        .filter((e) => e.name.includes('/getTranscript/') && !e.name.includes('paragraphs='))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .pop() ?? Number.NaN,
    null,
  );
}

const detail = (r: Interaction) => ({
  nextFrame: r.nextFrame,
  frames: r.frames,
  eventTiming: r.eventTiming,
  longestTask: r.longestTask,
});

export const transcript: Scenario = {
  name: 'transcript',
  title: 'transcript editor, 50,000 words',
  metrics: [
    { id: 'first-render', label: 'transcript 50,000 words: open → first words', unit: 'ms' },
    { id: 'editor', label: 'transcript: open → the editor, with the whole transcript', unit: 'ms' },
    { id: 'answer', label: '  of which open → the transcript fully received', unit: 'ms' },
    { id: 'hover', label: 'transcript: hover a word → time card', unit: 'ms' },
    { id: 'click', label: 'transcript: shift-click a word → seek, highlight', unit: 'ms' },
    { id: 'selection', label: 'transcript: select words → edit popup', unit: 'ms' },
    { id: 'replace', label: 'transcript: Save a replacement → new words', unit: 'ms' },
    { id: 'highlight-tick', label: 'transcript: playback-highlight tick', unit: 'ms' },
    {
      id: 'highlight-frames',
      label: '  the frame that shows it (1: the next after the time changed)',
      unit: 'frames',
    },
    { id: 'seek-floor', label: '  reference: a seek that changes nothing → next frame', unit: 'ms' },
  ],
  async run(ctx: RunContext) {
    const { page, record } = ctx;
    await ctx.signIn();
    // The words' times, for the playback ticks (read from Node, not the throttled page).
    const data = await ctx.api<{ transcript: Word[][] }>(`/api/bill/getTranscript/TX/${LONG_HEARING}`);
    const link = await longHearingLink(page);

    const open = await orUnavailable(
      interaction(page, () => link.click(), { on: ['click'], until: WORDS_SHOWN, timeoutMs: 60_000 }),
      'no transcript words ([data-testid="transcript"] [data-w]) after opening the hearing',
    );
    record('first-render', open.ms, detail(open));
    // The first words are the first paragraphs' own answer; the editor follows with the whole.
    await waitForWholeTranscript(page);
    const ready = await inPage(page, () => performance.now(), null);
    record('editor', ready - open.t0);
    const received = await answerReceived(page);
    if (Number.isFinite(received)) record('answer', Math.max(0, received - open.t0));

    // Hover: the card moves to each word.
    const words = await visibleWords(page);
    if (words.length < 20) throw new Error(`only ${words.length} words on screen`);
    for (const w of spread(words, HOVERS)) {
      const r = await interaction(page, () => page.mouse.move(w.x, w.y), {
        on: ['mouseover'],
        until: cardOn(w.key),
      });
      record('hover', r.ms, detail(r));
    }

    // Shift-click seeks the video to the word; the word becomes the spoken one. Seeking needs the
    // video's metadata.
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, {
      timeout: 30_000,
    });
    let last = '';
    await page.keyboard.down('Shift');
    for (const w of spread(await visibleWords(page), CLICKS)) {
      // The pointer reaches the word first, as a hand's does, and its hover card is shown: moved
      // and clicked at once, Chrome dispatches the move, its hover and the click in one task, and
      // the click's time stamp (taken when the input arrived) would carry the hover's work, which
      // the hover figure already measures.
      await interaction(page, () => page.mouse.move(w.x, w.y), { on: ['mouseover'], until: cardOn(w.key) });
      const r = await interaction(page, () => page.mouse.click(w.x, w.y), {
        on: ['click'],
        until: spoken(w.key),
      });
      record('click', r.ms, detail(r));
      last = w.key;
    }
    await page.keyboard.up('Shift');

    // Playback ticks: the video moves on to the next word (paused, by seeking: the same path as a
    // frame of playback, without the playback loop running between measurements).
    const [p0, w0] = parse(last);
    const next = data.transcript
      .slice(p0)
      .flatMap((para, i) => para.map((x, j) => ({ key: `${p0 + i}:${j}`, x })));
    const from = next.findIndex((n) => n.key === `${p0}:${w0}`);
    for (const n of next.slice(from + 1, from + 1 + TICKS)) {
      const seconds = toUnits(n.x.startTime) / 1000 + 0.0004;
      const r = await interaction(page, () => seekTo(page, seconds), {
        on: ['seeked'],
        until: spoken(n.key),
      });
      record('highlight-tick', r.ms, detail(r));
      record('highlight-frames', r.frames);
      last = n.key;
    }
    // The same path with nothing to change (seeks inside the spoken word): the wait for the frame
    // clock and an unchanged frame, which any tick pays before its own change (decision 0011).
    const [lp, lw] = parse(last);
    const stay = toUnits(data.transcript[lp]?.[lw]?.startTime ?? '0.00') / 1000;
    for (let i = 0; i < FLOOR; i++) {
      const r = await interaction(page, () => seekTo(page, stay + 0.0004 * (1 + (i % 2))), {
        on: ['seeked'],
      });
      record('seek-floor', r.ms, detail(r));
    }

    // Select words of a paragraph (drag), then type over them and Save.
    for (let i = 0; i < EDITS; i++) {
      const on = await visibleWords(page);
      const lines = [...new Set(on.map((w) => Math.round(w.y)))];
      const y = lines[2 + i * 3] ?? lines[lines.length - 1];
      const line = on.filter((w) => Math.round(w.y) === y);
      const a = line[1];
      const b = line[4];
      if (!a || !b) throw new Error('no line of at least five words to select');
      await page.mouse.move(a.left + 1, a.y);
      await page.mouse.down();
      await page.mouse.move((a.right + b.left) / 2, b.y, { steps: 3 });
      await page.mouse.move(b.right - 1, b.y);
      // The drag's last move is handled (the selection drawn) before the button is released, as
      // in a hand's drag; else the release would carry the moves' work queued with it.
      await frameDone(page);
      const sel = await interaction(page, () => page.mouse.up(), { on: ['mouseup'], until: `!!${POPUP}` });
      record('selection', sel.ms, detail(sel));
      await page.locator('.tr-popup textarea').fill(REPLACEMENT);
      const save = page.locator('.tr-popup').getByRole('button', { name: 'Save' });
      const first = REPLACEMENT.split(' ')[0];
      const r = await interaction(page, () => save.click(), {
        on: ['click'],
        until: `!${POPUP} && ${word(a.key)}?.textContent === ${JSON.stringify(first)}`,
      });
      record('replace', r.ms, detail(r));
    }
  },
};

/** Sets the video's position (paused: the page handles the seek as a frame of playback). */
function seekTo(page: Page, seconds: number): Promise<void> {
  return inPage(
    page,
    (s: number) => {
      const v = document.querySelector('video');
      if (v) v.currentTime = s;
    },
    seconds,
  );
}

/** A transcript time ("123.45": seconds times ten) in thousandths of a second, as the editor. */
function toUnits(time: string): number {
  const m = /^(\d+)\.(\d{2})$/.exec(time);
  return m ? Number(m[1]) * 100 + Number(m[2]) : Math.round(Number.parseFloat(time) * 100);
}

/** Opening the twelve-hour hearing: its first words must not wait for its length, and the whole of
 * it becomes editable in bounded time. Interactions are the 50,000-word scenario's. */
export const transcriptDay: Scenario = {
  name: 'transcript-day',
  title: 'transcript editor, 150,000 words',
  metrics: [
    { id: 'first-render', label: 'transcript 150,000 words: open → first words', unit: 'ms' },
    { id: 'editor', label: 'transcript 150,000 words: open → the whole transcript editable', unit: 'ms' },
    { id: 'answer', label: '  of which open → the transcript fully received', unit: 'ms' },
  ],
  async run(ctx: RunContext) {
    const { page, record } = ctx;
    await ctx.signIn();
    const link = await longHearingLink(page, DAY_HEARING);
    const open = await orUnavailable(
      interaction(page, () => link.click(), { on: ['click'], until: WORDS_SHOWN, timeoutMs: 60_000 }),
      `no transcript words after opening hearing ${DAY_HEARING}`,
    );
    record('first-render', open.ms, detail(open));
    await waitForWholeTranscript(page);
    const ready = await inPage(page, () => performance.now(), null);
    record('editor', ready - open.t0);
    const received = await answerReceived(page);
    if (Number.isFinite(received)) record('answer', Math.max(0, received - open.t0));
  },
};
