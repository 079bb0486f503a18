/**
 * The words the receivables seed is made of, per administration's country: company and person
 * names, places, streets, tags, journey steps, comments, custom fields and super-debtor groups.
 * Dutch for adm-nl-001 (EUR), British for adm-gb-002 (GBP).
 */
export interface Place {
  readonly city: string;
  /** Postal code prefix: four digits (NL) or an outward code (GB). */
  readonly postal: string;
  /** Telephone area code without the leading 0. */
  readonly area: string;
}

export interface Locale {
  readonly country: 'NL' | 'GB';
  readonly surnames: readonly string[];
  readonly firstNames: readonly string[];
  readonly sectors: readonly string[];
  readonly brands: readonly string[];
  /** Legal forms with their weights; '' = none (a sole trader's trade name). */
  readonly legalForms: readonly (readonly [string, number])[];
  readonly places: readonly Place[];
  readonly streets: readonly string[];
  /** Whether the house number comes before the street ("164 Mill Lane") or after it ("Kerkstraat 12"). */
  readonly numberFirst: boolean;
  readonly mailboxes: readonly string[];
  readonly domain: string;
  readonly phonePrefix: string;
  readonly languages: readonly (readonly [string, number])[];
  readonly tags: readonly string[];
  readonly vatRate: string;
  readonly journeys: readonly { readonly id: string; readonly name: string }[];
  /** Journey steps by the days after the due date they are taken. */
  readonly steps: readonly (readonly [number, string])[];
  readonly groups: readonly { readonly name: string; readonly stem: string }[];
  readonly functions: readonly string[];
  readonly comments: readonly string[];
  readonly pauseReasons: readonly string[];
  readonly references: readonly string[];
  readonly customerFields: readonly FieldFixture[];
  readonly invoiceFields: readonly FieldFixture[];
  readonly invoicePrefix: (year: number) => string;
  readonly customerPrefix: string;
}

export interface FieldFixture {
  readonly key: string;
  readonly label: string;
  readonly type: 'text' | 'number' | 'date' | 'boolean' | 'select';
  readonly required: boolean;
  readonly options: readonly string[];
}

export const dutch: Locale = {
  country: 'NL',
  surnames: [
    'De Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder', 'De Groot', 'Bos', 'Vos', 'Peters',
    'Hendriks', 'Van Leeuwen', 'Dekker', 'Brouwer', 'De Wit', 'Dijkstra', 'Smits', 'De Graaf', 'Van der Meer', 'Van der Linden',
    'Kok', 'Jacobs', 'De Haan', 'Vermeulen', 'Van den Berg', 'Schouten', 'Willems', 'Hoekstra', 'Koster', 'Prins',
    'Huisman', 'Kuipers', 'Post', 'Kramer', 'Van Wijk', 'Verhoeven', 'Scholten', 'Bosman',
  ],
  firstNames: ['Daan', 'Sem', 'Lucas', 'Noah', 'Bram', 'Thijs', 'Ruben', 'Jesse', 'Emma', 'Julia', 'Sophie', 'Lotte', 'Fleur', 'Anouk', 'Sanne', 'Marieke', 'Eva', 'Lisa', 'Koen', 'Joost'],
  sectors: [
    'Bouw', 'Installatietechniek', 'Transport', 'Bakkerij', 'Schilderwerken', 'Elektrotechniek', 'Dakdekkers', 'Hoveniers',
    'Logistiek', 'Metaalbewerking', 'Catering', 'Autoservice', 'Loodgietersbedrijf', 'Tegelwerken', 'Interieurbouw',
    'Groothandel', 'Vastgoedbeheer', 'Schoonmaakdiensten', 'Drukkerij', 'Koeltechniek',
  ],
  brands: ['De Gouden Korenaar', 'Het Anker', 'De Eendracht', 'Noordzee', 'Zuiderzon', 'De Molen', 'Polderland', 'Rijnmond', 'Veluwezoom', 'De Kempen', 'Waterland', 'De Zwaluw'],
  legalForms: [['B.V.', 6], ['V.O.F.', 1.5], ['', 1.5], ['Holding B.V.', 0.5], ['N.V.', 0.2]],
  places: [
    { city: 'Amsterdam', postal: '1012', area: '20' }, { city: 'Rotterdam', postal: '3011', area: '10' }, { city: 'Utrecht', postal: '3511', area: '30' },
    { city: 'Den Haag', postal: '2511', area: '70' }, { city: 'Eindhoven', postal: '5611', area: '40' }, { city: 'Groningen', postal: '9711', area: '50' },
    { city: 'Tilburg', postal: '5038', area: '13' }, { city: 'Almere', postal: '1315', area: '36' }, { city: 'Breda', postal: '4811', area: '76' },
    { city: 'Nijmegen', postal: '6511', area: '24' }, { city: 'Arnhem', postal: '6811', area: '26' }, { city: 'Haarlem', postal: '2011', area: '23' },
    { city: 'Zwolle', postal: '8011', area: '38' }, { city: 'Leeuwarden', postal: '8911', area: '58' }, { city: 'Maastricht', postal: '6211', area: '43' },
    { city: 'Amersfoort', postal: '3811', area: '33' }, { city: 'Apeldoorn', postal: '7311', area: '55' }, { city: 'Delft', postal: '2611', area: '15' },
    { city: 'Alkmaar', postal: '1811', area: '72' }, { city: "'s-Hertogenbosch", postal: '5211', area: '73' },
  ],
  numberFirst: false,
  streets: ['Hoofdstraat', 'Kerkstraat', 'Industrieweg', 'Stationsweg', 'Dorpsstraat', 'Marktplein', 'Havenweg', 'Nieuwstraat', 'Molenweg', 'Schoolstraat', 'Parallelweg', 'Energieweg', 'Ambachtsweg', 'Kanaalweg', 'Oudegracht'],
  mailboxes: ['administratie', 'crediteuren', 'facturen', 'info', 'boekhouding'],
  domain: 'nl',
  phonePrefix: '+31',
  languages: [['nl', 0.82], ['en', 0.1], ['de', 0.08]],
  tags: ['horeca', 'bouw', 'zorg', 'retail', 'overheid', 'key-account', 'nieuw'],
  vatRate: '1.21',
  journeys: [
    { id: 'jrn-nl-standard', name: 'Standaard herinneringen' },
    { id: 'jrn-nl-friendly', name: 'Vriendelijk (vaste klanten)' },
    { id: 'jrn-nl-strict', name: 'Strikt (nieuwe klanten)' },
  ],
  steps: [[3, 'Eerste herinnering (e-mail)'], [14, 'Tweede herinnering (e-mail)'], [30, 'Aanmaning (brief)'], [45, 'Belafspraak'], [60, 'Laatste sommatie (brief)']],
  groups: [
    { name: 'Jansen Groep', stem: 'Jansen' },
    { name: 'Van der Meer Holding', stem: 'Van der Meer' },
    { name: 'Bouwcombinatie Rijnmond', stem: 'Rijnmond' },
    { name: 'Zorggroep Veluwezoom', stem: 'Veluwezoom' },
  ],
  functions: ['Financieel controller', 'Boekhouder', 'Directeur', 'Office manager', 'Medewerker crediteuren', 'Inkoper'],
  comments: [
    'Gebeld met de boekhouding: betaling staat voor vrijdag ingepland.',
    'Klant vraagt om een kopie van de factuur per e-mail.',
    'Nieuw e-mailadres voor facturen doorgegeven, graag aanpassen.',
    'Betaalt altijd net na de tweede herinnering; geen actie nodig.',
    'Directeur geeft aan dat er liquiditeitsproblemen zijn; betalingsregeling voorgesteld.',
    'Bezwaar tegen meerwerk op de factuur; wacht op reactie projectleider.',
    'Voicemail ingesproken, morgen opnieuw bellen.',
  ],
  pauseReasons: ['Klant controleert de levering', 'Afspraak met de directeur', 'Wacht op creditnota', 'Verhuizing administratie klant'],
  references: ['PO-', 'Order ', 'Project ', 'Inkoopnr. '],
  customerFields: [
    { key: 'kvk', label: 'KvK-nummer', type: 'text', required: false, options: [] },
    { key: 'btw-nummer', label: 'Btw-nummer', type: 'text', required: false, options: [] },
    { key: 'regio', label: 'Regio', type: 'select', required: false, options: ['Noord', 'Oost', 'Zuid', 'West'] },
    { key: 'klant-sinds', label: 'Klant sinds', type: 'date', required: false, options: [] },
  ],
  invoiceFields: [
    { key: 'kostenplaats', label: 'Kostenplaats', type: 'text', required: false, options: [] },
    { key: 'projectnummer', label: 'Projectnummer', type: 'text', required: false, options: [] },
  ],
  invoicePrefix: (year) => `${year}-`,
  customerPrefix: 'D',
};

export const british: Locale = {
  country: 'GB',
  surnames: [
    'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans',
    'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips',
    'Mason', 'Mitchell', 'Rose', 'Davis', 'Cox', 'Morgan', 'Hughes', 'Edwards', 'Hill', 'Moore', 'Clark', 'Harrison', 'Scott', 'Ahmed', 'Murphy',
  ],
  firstNames: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'Amelia', 'Olivia', 'Isla', 'Emily', 'Poppy', 'Ava', 'Sophie', 'Grace', 'Priya', 'Callum', 'Rhys', 'Fiona', 'Hannah', 'Daniel'],
  sectors: [
    'Haulage', 'Logistics', 'Builders', 'Engineering', 'Plumbing & Heating', 'Electrical Services', 'Catering', 'Joinery', 'Roofing',
    'Landscaping', 'Printing', 'Wholesale', 'Facilities Management', 'Motor Services', 'Fabrications', 'Interiors', 'Freight',
    'Scaffolding', 'Cleaning Services', 'Timber Merchants',
  ],
  brands: ['Northgate', 'Riverside', 'Highfield', 'Albion', 'Thames Valley', 'Pennine', 'Severn', 'Kingsway', 'Oakwood', 'Harbourside', 'Meridian', 'Castlegate'],
  legalForms: [['Ltd', 6], ['& Sons Ltd', 1], ['LLP', 0.8], ['', 1.2], ['plc', 0.2]],
  places: [
    { city: 'London', postal: 'EC1A', area: '20' }, { city: 'Manchester', postal: 'M1', area: '161' }, { city: 'Birmingham', postal: 'B1', area: '121' },
    { city: 'Leeds', postal: 'LS1', area: '113' }, { city: 'Glasgow', postal: 'G1', area: '141' }, { city: 'Liverpool', postal: 'L1', area: '151' },
    { city: 'Bristol', postal: 'BS1', area: '117' }, { city: 'Sheffield', postal: 'S1', area: '114' }, { city: 'Edinburgh', postal: 'EH1', area: '131' },
    { city: 'Cardiff', postal: 'CF10', area: '29' }, { city: 'Leicester', postal: 'LE1', area: '116' }, { city: 'Nottingham', postal: 'NG1', area: '115' },
    { city: 'Southampton', postal: 'SO14', area: '23' }, { city: 'Newcastle upon Tyne', postal: 'NE1', area: '191' }, { city: 'Hull', postal: 'HU1', area: '1482' },
    { city: 'Plymouth', postal: 'PL1', area: '1752' }, { city: 'Reading', postal: 'RG1', area: '118' }, { city: 'Norwich', postal: 'NR1', area: '1603' },
    { city: 'York', postal: 'YO1', area: '1904' }, { city: 'Aberdeen', postal: 'AB10', area: '1224' },
  ],
  numberFirst: true,
  streets: ['High Street', 'Station Road', 'Church Lane', 'Mill Lane', 'Victoria Road', 'Park Road', 'London Road', 'Kings Road', 'Queen Street', 'Bridge Street', 'Wharf Road', 'Dock Road', 'Albert Street', 'Market Place', 'Enterprise Way'],
  mailboxes: ['accounts', 'accounts.payable', 'invoices', 'finance', 'info'],
  domain: 'co.uk',
  phonePrefix: '+44',
  languages: [['en', 0.92], ['fr', 0.04], ['de', 0.04]],
  tags: ['hospitality', 'construction', 'healthcare', 'retail', 'public-sector', 'key-account', 'new'],
  vatRate: '1.20',
  journeys: [
    { id: 'jrn-gb-standard', name: 'Standard reminders' },
    { id: 'jrn-gb-friendly', name: 'Gentle (long-standing customers)' },
    { id: 'jrn-gb-strict', name: 'Strict (new accounts)' },
  ],
  steps: [[3, 'First reminder (e-mail)'], [14, 'Second reminder (e-mail)'], [30, 'Final demand (letter)'], [45, 'Call the customer'], [60, 'Letter before action']],
  groups: [
    { name: 'Northgate Group', stem: 'Northgate' },
    { name: 'Albion Holdings', stem: 'Albion' },
    { name: 'Pennine Logistics Group', stem: 'Pennine' },
  ],
  functions: ['Finance Manager', 'Accounts Payable Clerk', 'Managing Director', 'Office Manager', 'Financial Controller', 'Purchasing Manager'],
  comments: [
    'Spoke to accounts payable: payment run on Friday includes this invoice.',
    'Customer asked for a copy of the invoice by e-mail.',
    'New invoice address provided; please update before the next run.',
    'Always pays just after the second reminder; no action needed.',
    'Director mentioned cash-flow issues; offered a payment plan.',
    'Disputes the extra hours on the invoice; waiting for the site manager.',
    'Left a voicemail, will call again tomorrow.',
  ],
  pauseReasons: ['Customer is checking the delivery', 'Agreed with the director', 'Awaiting a credit note', 'Customer moving accounts office'],
  references: ['PO-', 'Order ', 'Job ', 'PO '],
  customerFields: [
    { key: 'company-number', label: 'Company number', type: 'text', required: false, options: [] },
    { key: 'vat-number', label: 'VAT number', type: 'text', required: false, options: [] },
    { key: 'region', label: 'Region', type: 'select', required: false, options: ['North', 'Midlands', 'South', 'Scotland', 'Wales'] },
    { key: 'customer-since', label: 'Customer since', type: 'date', required: false, options: [] },
  ],
  invoiceFields: [
    { key: 'cost-centre', label: 'Cost centre', type: 'text', required: false, options: [] },
    { key: 'project-code', label: 'Project code', type: 'text', required: false, options: [] },
  ],
  invoicePrefix: (year) => `INV-${String(year).slice(2)}`,
  customerPrefix: 'C',
};

export function localeOf(country: string): Locale {
  return country === 'GB' ? british : dutch;
}
