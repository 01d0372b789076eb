// The console's screens as the navigation shows them: the tool screens of the sidebar's first group
// (with SPEC §2's TX/LA rule) and the labels of the dataset domains. The sidebar, the dashboard and
// the command palette all read this, so they always agree on names, paths and who sees what.
import { hasHearingStates } from './hearing-states';

export type ToolPath = '/' | '/run-tools' | '/transcripts' | '/link-finder' | '/speakers';

export interface ToolScreen {
  readonly path: ToolPath;
  /** The sidebar label, verbatim from SPEC §2. */
  readonly name: string;
  readonly description: string;
}

const ALWAYS: readonly ToolScreen[] = [
  { path: '/', name: 'Summary', description: 'Read and edit bill and section summaries' },
  { path: '/run-tools', name: 'Run Tools', description: 'Trigger per-state data jobs' },
];

const TX_LA: readonly ToolScreen[] = [
  { path: '/transcripts', name: 'Transcripts', description: 'Correct hearing transcripts' },
  { path: '/link-finder', name: 'Link Finder', description: 'Update per-state source links' },
  { path: '/speakers', name: 'Speaker Assignment', description: 'Name the speakers of hearing videos' },
];

/** The tool screens a user with these stateConfigs may see, in sidebar order. */
export function toolScreens(stateConfigs: readonly string[]): readonly ToolScreen[] {
  return hasHearingStates(stateConfigs) ? [...ALWAYS, ...TX_LA] : ALWAYS;
}

/** The dataset domains of the registry (`MenuEntry.domain`), in the order the dashboard shows them. */
export const DOMAINS: readonly { readonly id: string; readonly label: string }[] = [
  { id: 'bills', label: 'Bills' },
  { id: 'members', label: 'Members' },
  { id: 'elections', label: 'Candidates and elections' },
  { id: 'lobbying', label: 'Lobbying and money' },
  { id: 'tasks', label: 'Tasks and reports' },
  { id: 'reference', label: 'Reference data' },
];

export function domainLabel(id: string): string {
  return DOMAINS.find((d) => d.id === id)?.label ?? id;
}

/** Case-insensitive "contains"; `needle` is expected already trimmed and lower-cased. */
export function includesFolded(text: string, needle: string): boolean {
  return needle === '' || text.toLowerCase().includes(needle);
}
