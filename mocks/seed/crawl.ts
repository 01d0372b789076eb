// Seed source links for the 50 states (Update State Links): each state has several link columns
// on its legislature's site; some are unset (null), and a few hold values that are not web links
// (an FTP address, a host without a scheme), as real crawl tables do.
import { US_STATES } from '../../src/lib/us-states.ts';
import { createRng, hashSeed } from '../lib/random.ts';

export type StateLinks = Record<string, string | null>;

const DOMAINS: Record<string, string> = {
  AL: 'alison.legislature.state.al.us',
  AK: 'www.akleg.gov',
  AZ: 'www.azleg.gov',
  AR: 'www.arkleg.state.ar.us',
  CA: 'leginfo.legislature.ca.gov',
  CO: 'leg.colorado.gov',
  CT: 'www.cga.ct.gov',
  DE: 'legis.delaware.gov',
  FL: 'www.flsenate.gov',
  GA: 'www.legis.ga.gov',
  HI: 'www.capitol.hawaii.gov',
  ID: 'legislature.idaho.gov',
  IL: 'www.ilga.gov',
  IN: 'iga.in.gov',
  IA: 'www.legis.iowa.gov',
  KS: 'www.kslegislature.org',
  KY: 'legislature.ky.gov',
  LA: 'legis.la.gov',
  ME: 'legislature.maine.gov',
  MD: 'mgaleg.maryland.gov',
  MA: 'malegislature.gov',
  MI: 'www.legislature.mi.gov',
  MN: 'www.leg.mn.gov',
  MS: 'www.legislature.ms.gov',
  MO: 'www.house.mo.gov',
  MT: 'leg.mt.gov',
  NE: 'nebraskalegislature.gov',
  NV: 'www.leg.state.nv.us',
  NH: 'gc.nh.gov',
  NJ: 'www.njleg.state.nj.us',
  NM: 'www.nmlegis.gov',
  NY: 'www.nysenate.gov',
  NC: 'www.ncleg.gov',
  ND: 'ndlegis.gov',
  OH: 'www.legislature.ohio.gov',
  OK: 'www.oklegislature.gov',
  OR: 'www.oregonlegislature.gov',
  PA: 'www.palegis.us',
  RI: 'www.rilegislature.gov',
  SC: 'www.scstatehouse.gov',
  SD: 'sdlegislature.gov',
  TN: 'www.capitol.tn.gov',
  TX: 'capitol.texas.gov',
  UT: 'le.utah.gov',
  VT: 'legislature.vermont.gov',
  VA: 'lis.virginia.gov',
  WA: 'leg.wa.gov',
  WV: 'www.wvlegislature.gov',
  WI: 'legis.wisconsin.gov',
  WY: 'wyoleg.gov',
};

// Link columns as the crawl table names them, with the page each one points to.
const COLUMNS: readonly [column: string, path: string][] = [
  ['BillsLink', '/bills'],
  ['BillTextLink', '/bills/text'],
  ['CalendarLink', '/calendars'],
  ['CommitteesLink', '/committees'],
  ['HearingsLink', '/committees/hearings'],
  ['MembersLink', '/members'],
  ['JournalsLink', '/journals'],
  ['VideoLink', '/video/archive'],
  ['FiscalNotesLink', '/fiscal-notes'],
  ['SessionLawsLink', '/session-laws'],
];

function linksFor(code: string): StateLinks {
  const rng = createRng(hashSeed(`crawl:${code}`));
  const domain = DOMAINS[code] ?? `legislature.${code.toLowerCase()}.gov`;
  const links: StateLinks = {};
  // Every state has its bills link; the others vary (5 to 9 columns in all).
  const count = rng.int(5, 9);
  const chosen = COLUMNS.slice(1)
    .map((c) => ({ c, r: rng.next() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, count - 1)
    .map(({ c }) => c);
  const columns = COLUMNS.filter((c) => c === COLUMNS[0] || chosen.includes(c));
  for (const [column, path] of columns) {
    const roll = rng.next();
    if (column !== 'BillsLink' && roll < 0.15) links[column] = null;
    else links[column] = `https://${domain}${path}`;
  }
  return links;
}

/** Every state's links, keyed by state code. */
export function seedCrawlLinks(): Record<string, StateLinks> {
  const all: Record<string, StateLinks> = {};
  for (const { code } of US_STATES) all[code] = linksFor(code);
  // Values a crawler once stored that are not web links: shown as text, never as links.
  const tx = all.TX as StateLinks;
  tx.JournalsLink = 'ftp://ftp.legis.state.tx.us/journals/';
  tx.VideoLink = null;
  tx.HearingsLink = 'https://capitol.texas.gov/committees/hearings';
  const la = all.LA as StateLinks;
  la.CalendarLink = 'legis.la.gov/legis/Calendar.aspx';
  return all;
}
