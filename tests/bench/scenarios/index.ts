// Every scenario, in the order they run and print.
import type { Scenario } from '../types.ts';
import { deepLink } from './deep-link.ts';
import { gridArrow, gridSort, recordOpen } from './grid.ts';
import { jsDataset, jsSignIn, jsSpeakers, jsTotal, jsTranscripts } from './js-bytes.ts';
import { keystrokeFloor } from './keystroke-floor.ts';
import { sidebarSearch } from './sidebar-search.ts';
import { signInAtOnce, signInToRows } from './sign-in-to-rows.ts';
import { speakerSuggestions } from './speaker-suggestions.ts';
import { speakersOpen } from './speakers-open.ts';
import { transcript, transcriptDay } from './transcript.ts';

export const scenarios: Scenario[] = [
  jsSignIn,
  jsDataset,
  jsTranscripts,
  jsSpeakers,
  jsTotal,
  signInToRows,
  signInAtOnce,
  deepLink,
  gridSort,
  gridArrow,
  recordOpen,
  transcript,
  transcriptDay,
  speakersOpen,
  speakerSuggestions,
  sidebarSearch,
  keystrokeFloor,
];
