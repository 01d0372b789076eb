// Small helpers the seed generators share: dates, padding, ids, name pools. No faker: the data is
// built from short hand-written pools and the seeded random source, so it is the same everywhere.
import { createRng, hashSeed, type Rng } from '../lib/random.ts';

export type Row = Record<string, unknown>;

/** A random source of its own for each generator, so that changing one table leaves the rest. */
export const rngFor = (name: string): Rng => createRng(hashSeed(`seed:${name}`));

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A calendar date (YYYY-MM-DD) `days` after `start`. */
export function addDays(start: string, days: number): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A random date between two dates (inclusive). */
export function dateBetween(rng: Rng, from: string, to: string): string {
  const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  return addDays(from, rng.int(0, Math.max(0, span)));
}

/** An RFC 3339 timestamp on `date` during office hours (UTC). */
export function stampOn(rng: Rng, date: string): string {
  return `${date}T${pad(rng.int(13, 23))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}Z`;
}

/** Several distinct items of a list. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

/** A hex string of `length` characters (hashes, document ids). */
export function hex(rng: Rng, length: number): string {
  let s = '';
  while (s.length < length) s += rng.int(0, 15).toString(16);
  return s;
}

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Richard',
  'Barbara',
  'Joseph',
  'Susan',
  'Thomas',
  'Jessica',
  'Charles',
  'Sarah',
  'Christopher',
  'Karen',
  'Daniel',
  'Nancy',
  'Matthew',
  'Lisa',
  'Anthony',
  'Betty',
  'Mark',
  'Margaret',
  'Donald',
  'Sandra',
  'Steven',
  'Ashley',
  'Andrew',
  'Kimberly',
  'Joshua',
  'Emily',
  'Kenneth',
  'Donna',
  'Kevin',
  'Michelle',
  'Brian',
  'Carol',
  'George',
  'Amanda',
  'Timothy',
  'Dorothy',
  'Ronald',
  'Melissa',
  'Jason',
  'Deborah',
  'Ramón',
  'Lucía',
  'Tomás',
  'Renée',
  'Nguyen',
  'Aisha',
  'Darnell',
  'Keisha',
  'Hiroshi',
  'Priya',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  "O'Brien",
  'Vásquez',
  'Fitzgerald-Hughes',
  'Okafor',
  'Delacroix',
  'Thibodeaux',
  'Broussard',
  'Kowalski',
] as const;

export const MIDDLE_INITIALS = ['A.', 'B.', 'C.', 'D.', 'E.', 'J.', 'L.', 'M.', 'R.', 'T.', 'W.'] as const;

export const STREETS = [
  'Congress Ave',
  'Main St',
  'Capitol Square',
  'Oak St',
  'Lamar Blvd',
  'Elm St',
  'Washington Ave',
  'Jefferson St',
  'Lincoln Way',
  'Maple Dr',
  'Commerce St',
  'Market St',
  'State St',
  'Broadway',
] as const;

export const OCCUPATIONS = [
  'Attorney',
  'Rancher',
  'Small business owner',
  'Teacher',
  'Physician',
  'Nurse',
  'Engineer',
  'Accountant',
  'Real estate broker',
  'Retired',
  'Farmer',
  'Insurance agent',
  'Pharmacist',
  'Consultant',
  'Pastor',
  'Veteran',
  'Banker',
  'Homemaker',
] as const;

export const EMPLOYERS = [
  'Self-employed',
  'Lone Star Energy LLC',
  'Gulf Coast Health System',
  'First Capital Bank',
  'Riverbend Farms',
  'Prairie Telecom',
  'Delta Logistics',
  'Northside ISD',
  'Bayou Engineering',
  'Summit Insurance Group',
  'Retired',
  'Keystone Realty',
  'Ozark Mills',
  'Lakeshore Legal PLLC',
] as const;
