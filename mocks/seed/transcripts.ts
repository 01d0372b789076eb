// Hearing transcripts generated from a seed: the same words and times on every run and every
// host, built on first use (50,000 words take a few milliseconds) instead of shipped as a file.
import { createRng, hashSeed, type Rng } from '../lib/random.ts';
import type { Hearing } from './transcripts-hearings.ts';

export interface Word {
  word: string;
  startTime: string;
  endTime: string;
  speaker: string;
}

const SURNAMES = [
  'Alvarez',
  'Bennett',
  'Chen',
  'Dubois',
  'Ellison',
  'Fontenot',
  'Garza',
  'Hebert',
  'Ingram',
  'Jackson',
  'Kowalski',
  'Landry',
  'Martinez',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Robichaux',
  'Sanchez',
  'Thibodeaux',
  'Underwood',
  'Villarreal',
  'Whitfield',
  'Young',
];
const BILLS = ['House Bill', 'Senate Bill', 'House Joint Resolution', 'Senate Concurrent Resolution'];
const AGENCIES = [
  'the Department of Transportation',
  'the Education Agency',
  'the Comptroller',
  'the Health and Human Services Commission',
  'the Water Development Board',
  'the Department of Revenue',
  'the Office of Group Benefits',
  'the Public Utility Commission',
];
const NOUNS = [
  'program',
  'grant',
  'formula',
  'appropriation',
  'district',
  'facility',
  'contract',
  'fund',
  'schedule',
  'rule',
  'report',
  'audit',
  'provision',
  'amendment',
  'exemption',
  'permit',
];
const VERBS = ['require', 'allow', 'direct', 'prohibit', 'authorize', 'extend', 'repeal', 'clarify'];
const PURPOSES = [
  'to report quarterly to the legislature',
  'to adopt rules by September first',
  'to publish the data on its website',
  'to consult with local governments',
  'to study the fiscal impact before the next session',
  'to notify each affected district',
];
const REMARKS = [
  'Thank you, Mr. Chairman.',
  'Thank you, Madam Chair.',
  'Members, we have a quorum.',
  'The chair recognizes the gentleman for a question.',
  'Is there any objection? Hearing none, so ordered.',
  'The clerk will call the roll.',
  'We will stand at ease for five minutes.',
  'Without objection, the substitute is adopted.',
  'I appreciate the work of the stakeholders on this.',
  'Can you walk the committee through the fiscal note?',
  'That is a fair question, and I will follow up in writing.',
  'We have received written testimony from several organizations.',
  'The bill is left pending.',
];

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentence(rng: Rng): string {
  const bill = `${rng.pick(BILLS)} ${rng.int(12, 4800)}`;
  switch (rng.int(0, 7)) {
    case 0:
      return `${bill} would ${rng.pick(VERBS)} ${rng.pick(AGENCIES)} ${rng.pick(PURPOSES)}.`;
    case 1:
      return `The ${rng.pick(NOUNS)} in ${bill} costs about ${rng.int(2, 900)} million dollars over the biennium.`;
    case 2:
      return `${capitalize(rng.pick(AGENCIES))} testified that the ${rng.pick(NOUNS)} is working as intended.`;
    case 3:
      return `I move that ${bill} be reported favorably as substituted.`;
    case 4:
      return `Under current law the ${rng.pick(NOUNS)} does not apply to counties under ${rng.int(10, 250)} thousand people.`;
    case 5:
      return `My concern is whether the ${rng.pick(NOUNS)} will ${rng.pick(VERBS)} the ${rng.pick(NOUNS)} we passed last session.`;
    case 6:
      return `We heard from ${rng.int(3, 40)} witnesses, and most of them support the ${rng.pick(NOUNS)}.`;
    default:
      return rng.pick(REMARKS);
  }
}

function speakers(h: Hearing, rng: Rng): string[] {
  const title = h.Chamber === 'Senate' ? 'Sen.' : 'Rep.';
  const names = [...SURNAMES].sort(() => rng.next() - 0.5);
  const chair = `Chair ${names[0]}`;
  const members = names.slice(1, 6).map((n) => `${title} ${n}`);
  const witnesses = names.slice(6, 9).map((n) => `Witness ${n}`);
  return [chair, ...members, ...witnesses];
}

/** Integer hundredths as the contract's time string (two decimals). */
function time(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The hearing's words, as paragraphs (speaker turns), with times in seconds times ten. */
export function generateTranscript(h: Hearing): Word[][] {
  const rng = createRng(hashSeed(`transcript:${h.state}:${h.VideoID}`));
  const people = speakers(h, rng);
  const chair = people[0] as string;
  const turns: { speaker: string; words: string[] }[] = [];
  let count = 0;
  while (count < h.words) {
    const speaker = turns.length % 2 === 0 ? chair : rng.pick(people.slice(1));
    const words: string[] = [];
    const sentences = rng.int(1, 9);
    for (let s = 0; s < sentences; s++) words.push(...sentence(rng).split(' '));
    const kept = words.slice(0, h.words - count);
    turns.push({ speaker, words: kept });
    count += kept.length;
  }

  // Each word gets a slot in proportion to its length; a new turn starts after a pause. The slots
  // are scaled to the hearing's length, in integer hundredths of the contract's unit.
  const weight = (w: string) => 1 + w.length / 8 + (/[.,?]$/.test(w) ? 0.6 : 0);
  const pause = 4;
  let total = 0;
  for (const t of turns) total += pause + t.words.reduce((a, w) => a + weight(w), 0);
  const offset = 5 * 10 * 100; // the hearing starts five seconds into the video
  const scale = (h.minutes * 60 * 10 * 100 - offset) / total;
  let at = 0;
  return turns.map((t) => {
    at += pause;
    return t.words.map((word) => {
      const start = offset + Math.round(at * scale);
      at += weight(word);
      const end = Math.max(start + 1, offset + Math.round((at - 0.15) * scale));
      return { word, startTime: time(start), endTime: time(end), speaker: t.speaker };
    });
  });
}
