// Word lists for the speaker mock's people and organisations: common given names and surnames of
// Texas and Louisiana (Anglo, Hispanic, Cajun/Creole, Vietnamese), so that suggestions meet the
// same collisions, prefixes and accents-free spellings staff meet in real rosters.
import type { HearingState } from '../../src/lib/hearing-states.ts';

const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const GIVEN_NAMES = words(`
  Aaron Abigail Adam Adrian Alan Albert Alejandro Alexis Alice Allison Alma Amanda Amy Ana Andre
  Andrea Andrew Angela Anh Anthony Antonio April Armando Arthur Ashley Audrey Barbara Benjamin
  Beth Betty Beverly Bobby Bradley Brandon Brenda Brian Brittany Bruce Bryan Carl Carlos Carol
  Caroline Catherine Cecilia Charles Charlotte Cheryl Chris Christina Christopher Cindy Claire
  Clarence Claude Cody Colleen Craig Crystal Cynthia Dale Daniel Danielle Darlene David Dawn Dean
  Deborah Denise Dennis Diana Diane Dolores Donald Donna Dorothy Douglas Duc Dustin Edward Eileen
  Elena Elizabeth Ellen Emily Emma Enrique Eric Erica Ernest Esther Eugene Evelyn Felix Fernando
  Frances Francisco Frank Gabriel Gary Gerald Gloria Grace Gregory Guadalupe Hannah Harold Heather
  Hector Helen Henry Hoa Howard Hung Irene Isabel Jack Jacob Jacqueline James Janet Janice Jason
  Javier Jean Jeffrey Jennifer Jeremy Jerry Jesse Jessica Jesus Joan Joanne Joe Joel John Johnny
  Jonathan Jorge Jose Joseph Joshua Joyce Juan Judith Judy Julia Julie Justin Karen Katherine
  Kathleen Kathy Keith Kelly Kenneth Kevin Kimberly Kyle Lan Larry Laura Lauren Lawrence Leticia
  Linda Lisa Lorraine Louis Lucia Luis Madeline Manuel Marcus Margaret Maria Marie Marilyn Mario
  Mark Martha Martin Mary Matthew Megan Melissa Michael Michelle Miguel Minh Monica Nancy Nathan
  Nicholas Nicole Norma Olivia Oscar Pamela Patricia Patrick Paul Paula Pedro Peggy Peter Philip
  Phuong Rachel Ralph Ramon Randy Raul Raymond Rebecca Regina Ricardo Richard Rita Robert Roberto
  Roger Ronald Rosa Roy Ruben Russell Ruth Ryan Samantha Samuel Sandra Sara Scott Sean Sergio
  Sharon Shirley Sophia Stephanie Stephen Steven Susan Teresa Terry Theresa Thomas Timothy Tina
  Todd Tony Tracy Trung Tyler Valerie Vanessa Veronica Victor Victoria Vincent Virginia Walter
  Wanda Wayne William Yolanda Zachary
`);

const COMMON_SURNAMES = words(`
  Adams Allen Anderson Bailey Baker Barnes Bell Bennett Brooks Brown Bryant Butler Campbell Carter
  Clark Coleman Collins Cook Cooper Cox Davis Edwards Evans Fisher Foster Graham Gray Green
  Griffin Hall Hamilton Harris Hayes Henderson Hill Howard Hughes Jackson James Jenkins Johnson
  Johnston Jones Kelly King Lee Lewis Long Marshall Martin McDonald Miller Mitchell Moore Morgan
  Morris Murphy Myers Nelson Parker Patterson Perry Peterson Phillips Powell Price Reed Richardson
  Roberts Robinson Rogers Ross Russell Sanders Scott Simmons Smith Stewart Sullivan Taylor Thomas
  Thompson Turner Walker Ward Washington Watson White Williams Wilson Wood Wright Young
`);

const HISPANIC_SURNAMES = words(`
  Acosta Aguilar Alvarado Alvarez Castillo Castro Cavazos Chavez Cortez Cruz Delgado Diaz
  Dominguez Espinoza Flores Garcia Garza Gomez Gonzales Gonzalez Guerra Gutierrez Guzman Hernandez
  Herrera Hinojosa Jimenez Lopez Lozano Martinez Medina Mendez Mendoza Morales Moreno Munoz Ortiz
  Pena Perez Ramirez Ramos Reyes Rios Rodriguez Romero Ruiz Salazar Salinas Sanchez Santos Silva
  Soto Torres Trevino Vasquez Vega Villarreal Zamora
`);

const LOUISIANA_SURNAMES = words(`
  Arceneaux Babineaux Benoit Bergeron Boudreaux Bourgeois Breaux Broussard Comeaux Cormier Doucet
  Dugas Dupre Fontenot Gautreaux Guidry Guillory Hebert LaBorde Lafleur Landry LeBlanc Melancon
  Mouton Naquin Prejean Richard Robichaux Romero Sonnier Thibodeaux Theriot Trahan Vidrine
`);

const VIETNAMESE_SURNAMES = words(`
  Nguyen Tran Le Pham Huynh Vo Dang Bui
`);

export const SURNAMES: Record<HearingState, readonly string[]> = {
  TX: [...COMMON_SURNAMES, ...HISPANIC_SURNAMES, ...HISPANIC_SURNAMES, ...VIETNAMESE_SURNAMES],
  LA: [...COMMON_SURNAMES, ...LOUISIANA_SURNAMES, ...LOUISIANA_SURNAMES, ...VIETNAMESE_SURNAMES],
};

export const FIRM_SUFFIXES = [
  'LLP',
  'Public Affairs',
  'Consulting Group',
  'Strategies',
  'Government Relations',
  'Partners',
  '& Associates',
  'Law Firm',
  'Advisors',
];

export const ASSOCIATIONS: Record<HearingState, readonly string[]> = {
  TX: [
    'Texas Association of Realtors',
    'Texas Medical Association',
    'Texas Oil & Gas Association',
    'Texas Farm Bureau',
    'Texas Association of Business',
    'Texas Hospital Association',
    'Texas Trial Lawyers Association',
    'Texas Municipal League',
    'Texas Association of Counties',
    'Texas Pharmacy Association',
    'Texas Bankers Association',
    'Texas Cable Association',
    'Texas Water Conservation Association',
    'Texas Chemical Council',
    'Texas Dental Association',
    'Texas Classroom Teachers Association',
    'Texas Restaurant Association',
    'Texas Nurses Association',
    'AT&T Texas',
    'Texas Electric Cooperatives',
    'Texas Independent Producers and Royalty Owners',
    'Texas Apartment Association',
    'Texas Retailers Association',
    'Texas Civil Justice League',
  ],
  LA: [
    'Louisiana Association of Business and Industry',
    'Louisiana Oil & Gas Association',
    'Louisiana State Medical Society',
    'Louisiana Farm Bureau Federation',
    'Louisiana Hospital Association',
    'Louisiana Municipal Association',
    'Louisiana Police Jury Association',
    'Louisiana Bankers Association',
    'Louisiana Chemical Association',
    'Louisiana Restaurant Association',
    'Louisiana Association of Educators',
    'Louisiana Realtors',
    'Louisiana Mid-Continent Oil and Gas Association',
    'Louisiana Sheriffs Association',
    'Louisiana Nursing Home Association',
    'Louisiana Retailers Association',
    'Entergy Louisiana',
    'Louisiana Shrimp Association',
    'Louisiana Landowners Association',
    'Louisiana Home Builders Association',
  ],
};

export const AGENCIES: Record<HearingState, readonly string[]> = {
  TX: [
    'Legislative Budget Board',
    'Comptroller of Public Accounts',
    'Texas Education Agency',
    'Texas Department of Transportation',
    'Health and Human Services Commission',
    'Texas Department of Criminal Justice',
    'Texas Water Development Board',
    'Railroad Commission',
    'Texas Commission on Environmental Quality',
    'Department of Public Safety',
    'Texas Workforce Commission',
    'General Land Office',
    'Office of the Attorney General',
    'Public Utility Commission',
  ],
  LA: [
    'Legislative Fiscal Office',
    'Division of Administration',
    'Louisiana Department of Health',
    'Department of Transportation and Development',
    'Department of Education',
    'Department of Public Safety and Corrections',
    'Coastal Protection and Restoration Authority',
    'Department of Natural Resources',
    'Louisiana Workforce Commission',
    'Office of the Attorney General',
    'Department of Revenue',
    'Board of Regents',
  ],
};

export const ROLES = [
  'Executive Director',
  'Deputy Commissioner',
  'Chief Financial Officer',
  'Policy Analyst',
  'General Counsel',
  'Director of Government Relations',
  'Budget Analyst',
  'Program Director',
];
