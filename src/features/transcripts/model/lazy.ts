// A long transcript's paragraphs kept as the answer's text and parsed when first used (drawn,
// searched, edited, saved, or read in the background after the editor opened). Parsing a
// 150,000-word answer whole builds 150,000 objects before anything can be edited; the editor opens
// with the few paragraphs it shows. Decision 0044.
//
// A paragraph is a Proxy over an empty array that parses its text, checks it against the
// contract and fills itself on its first touch: the editor's model (drawing, the word cursor, find
// and replace, the timeline, history, drafts, the save's body) reads it as any array.
import type { Paragraph, Transcript, Word } from './types';

/** The transcript's key, up to its first paragraph's `[`. */
const KEY = /"transcript"\s*:\s*\[\s*/;
/** A paragraph's end, up to the next one's `[`: a word's `}`, the paragraph's `]`, a comma. */
const SEAM = /\}\s*\]\s*,\s*(?=\[)/g;
/** What opens a paragraph outside a string: `[`, `{`, a property name and its colon. */
const OPENING = /\[\s*\{\s*"[A-Za-z_$][\w$]*"\s*:/y;

export interface SplitAnswer {
  /** The answer with an empty transcript, parsed: `{"id":…,"state":…,"transcript":[]}`. */
  envelope: unknown;
  /** Each paragraph's text, `[{…},…]`, in order. */
  paragraphs: string[];
}

/**
 * The answer's paragraphs as text, or undefined when it cannot be cut exactly without parsing it
 * (an empty transcript, a seam inside a word): the answer is then parsed whole. Any layout of the
 * JSON text (spaces, line breaks) is read.
 *
 * Exactness: a seam `}],[{` found inside a word's string is followed by the rest of that string
 * and its closing quote, never by a quote and a name's letters (a string's own quotes are
 * escaped, and a closing quote is followed by `,` `:` `}` `]` or space); so a seam followed by a
 * property name is one between paragraphs. The transcript's end is the text's last `}]]`; a cut
 * there inside a later string leaves an envelope that does not parse.
 */
export function splitTranscriptAnswer(text: string): SplitAnswer | undefined {
  const key = KEY.exec(text);
  if (!key) return undefined;
  const from = key.index + key[0].length;
  const close = transcriptEnd(text);
  if (close < from || !opensParagraph(text, from)) return undefined;
  const paragraphs: string[] = [];
  let start = from;
  SEAM.lastIndex = from;
  for (let seam = SEAM.exec(text); seam && seam.index < close; seam = SEAM.exec(text)) {
    const next = seam.index + seam[0].length;
    if (!opensParagraph(text, next)) return undefined;
    paragraphs.push(text.slice(start, text.indexOf(']', seam.index) + 1));
    start = next;
  }
  paragraphs.push(text.slice(start, close));
  try {
    return { envelope: JSON.parse(text.slice(0, from) + text.slice(close)), paragraphs };
  } catch {
    return undefined;
  }
}

/** The transcript's closing `]`: the last `]` after a `]` after a `}` (spaces between), or -1. */
function transcriptEnd(text: string): number {
  for (let at = text.lastIndexOf(']'); at > 0; at = text.lastIndexOf(']', at - 1)) {
    const before = text.slice(Math.max(0, at - 64), at).trimEnd();
    if (before.endsWith(']') && before.slice(0, -1).trimEnd().endsWith('}')) return at;
  }
  return -1;
}

function opensParagraph(text: string, at: number): boolean {
  OPENING.lastIndex = at;
  return OPENING.test(text);
}

/** What a paragraph's check says: null when it matches the contract, else why it does not. */
export type ParagraphCheck = (words: unknown, p: number) => string | null;

interface Pending {
  text: string;
  p: number;
  check: ParagraphCheck;
}

/** Paragraphs not parsed yet, by their proxy. */
const pending = new WeakMap<Paragraph, Pending>();
/** Each proxy's own array: loops over every word read it directly (a proxy's every read is a call). */
const targets = new WeakMap<Paragraph, { words: readonly Word[]; fill(): void }>();
/** Why a paragraph's text was refused (it is then empty), by its proxy. */
const faults = new WeakMap<Paragraph, string>();

/** Paragraphs that parse their text on first use; `check` runs on each when it is parsed. */
export function lazyParagraphs(texts: readonly string[], check: ParagraphCheck): Paragraph[] {
  return texts.map((text, p) => {
    const words: Word[] = [];
    let job: Pending | null = { text, p, check };
    // Every touch of the paragraph comes through here: after the first, one comparison.
    const fill = () => {
      if (job === null) return;
      const todo = job;
      job = null;
      pending.delete(proxy);
      const fault = parseInto(words, todo);
      if (fault) faults.set(proxy, fault);
    };
    const proxy: Paragraph = new Proxy(words, {
      get(t, k, r) {
        fill();
        return Reflect.get(t, k, r);
      },
      has(t, k) {
        fill();
        return Reflect.has(t, k);
      },
      ownKeys(t) {
        fill();
        return Reflect.ownKeys(t);
      },
      getOwnPropertyDescriptor(t, k) {
        fill();
        return Reflect.getOwnPropertyDescriptor(t, k);
      },
      set(t, k, v, r) {
        fill();
        return Reflect.set(t, k, v, r);
      },
      defineProperty(t, k, d) {
        fill();
        return Reflect.defineProperty(t, k, d);
      },
      deleteProperty(t, k) {
        fill();
        return Reflect.deleteProperty(t, k);
      },
    });
    pending.set(proxy, job);
    targets.set(proxy, { words, fill });
    return proxy;
  });
}

function parseInto(words: Word[], { text, p, check }: Pending): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `paragraph ${p + 1} is not valid JSON`;
  }
  const fault = check(parsed, p);
  if (fault) return fault;
  for (const w of parsed as Word[]) words.push(w);
  return null;
}

/** A paragraph's words as a plain array (parsed first if need be): for loops over many words. */
export function wordsOf(paragraph: Paragraph): readonly Word[] {
  const target = targets.get(paragraph);
  if (!target) return paragraph;
  target.fill();
  return target.words;
}

/** About how many words a paragraph holds, without parsing it (sizes a row before it is drawn). */
export function wordsAbout(paragraph: Paragraph | undefined): number {
  if (!paragraph) return 0;
  const job = pending.get(paragraph);
  // {"word":"…","startTime":"…","endTime":"…","speaker":"…"}: about 80 bytes a word.
  return job ? Math.max(1, Math.round(job.text.length / 80)) : paragraph.length;
}

/** Whether every paragraph has been parsed. */
export function allParsed(t: Transcript): boolean {
  return t.every((p) => !pending.has(p));
}

/** The first paragraph whose text the contract refused, with why; null when there is none. */
export function firstFault(t: Transcript): string | null {
  for (const p of t) {
    const fault = faults.get(p);
    if (fault) return fault;
  }
  return null;
}

/** Parses every paragraph not parsed yet, now. */
export function parseAll(t: Transcript): void {
  for (const p of t) if (pending.has(p)) void p.length;
}

/** The longest run of background parsing before the page's other tasks (input, frames) get a turn. */
const SLICE_MS = 4;

interface Run {
  done: Promise<void>;
  /** How many wait for it; when the last stops waiting, the run stops. */
  waiting: number;
  stopped: boolean;
}
const parsing = new WeakMap<Transcript, Run>();

/**
 * Settles when every paragraph of `t` is parsed: those not parsed yet are, in short tasks of the
 * lowest priority (one run per transcript, however many wait for it). When every `signal` given
 * for it has aborted (the editor was left, or moved on to an edited transcript), the run stops
 * and its promise never settles; a later call goes on from what is parsed.
 */
export function whenParsed(t: Transcript, signal: AbortSignal): Promise<void> {
  if (allParsed(t)) return Promise.resolve();
  if (signal.aborted) return new Promise(() => {});
  let run = parsing.get(t);
  if (!run) {
    run = startRun(t);
    parsing.set(t, run);
  }
  const r = run;
  r.waiting++;
  signal.addEventListener(
    'abort',
    () => {
      if (--r.waiting > 0) return;
      r.stopped = true;
      parsing.delete(t);
    },
    { once: true },
  );
  return r.done;
}

function startRun(t: Transcript): Run {
  const run: Run = { done: Promise.resolve(), waiting: 0, stopped: false };
  run.done = new Promise<void>((resolve) => {
    let at = 0;
    const step = () => {
      if (run.stopped) return;
      const until = performance.now() + SLICE_MS;
      while (at < t.length && performance.now() < until) {
        const p = t[at++] as Paragraph;
        if (pending.has(p)) void p.length;
      }
      if (at < t.length) background(step);
      else resolve();
    };
    background(step);
  });
  return run;
}

interface Scheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/** Runs `task` in a task of its own, after the page's more urgent ones where the browser ranks them. */
function background(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler) void scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task, 0);
}
