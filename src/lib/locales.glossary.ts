/**
 * Words of the trade: one term per concept and language, and the variants that must not appear
 * (checked in every locale file by locales.glossary.test.ts; read as a table in docs/glossary.md).
 * `forbidden` patterns are matched against each text with its `{{placeholders}}` removed; a text
 * that must keep a forbidden word for a reason is listed in GLOSSARY_EXCEPTIONS with that reason.
 */
export type Folder = 'en' | 'nl' | 'de' | 'fr' | 'it' | 'es';

type Usage = { term: string; forbidden: RegExp[]; why?: string };
export type GlossaryEntry = { concept: string; languages: Record<Folder, Usage> };

export const GLOSSARY: GlossaryEntry[] = [
  {
    concept: 'administration (the tenant: one bookkeeping entity)',
    languages: {
      en: { term: 'administration', forbidden: [/\btenants?\b/i] },
      nl: { term: 'administratie', forbidden: [/\bmandant/i, /\btenant/i] },
      de: {
        term: 'Mandant',
        forbidden: [/\bVerwaltung(?!s?einstellungen\b)/, /Administration/, /Verwaltungseinstellungen/],
        why: 'the word German accounting software (DATEV, SAP) uses for one bookkeeping entity',
      },
      fr: {
        term: 'société',
        forbidden: [/\badministrations?\b/i, /\bdossiers? (?!de recouvrement)/i],
        why: '"administration" reads as the civil service in French; multi-company software says "société"',
      },
      it: { term: 'amministrazione', forbidden: [/\bmandante/i, /\btenant/i] },
      es: { term: 'administración', forbidden: [/\bempresa cliente/i, /\bmandante/i] },
    },
  },
  {
    concept: 'customer (debtor)',
    languages: {
      en: { term: 'customer', forbidden: [/(?<!super )\bdebtors?\b/i] },
      nl: { term: 'klant', forbidden: [/(?<!super)debiteur(?!enbeheer)/i] },
      de: { term: 'Kunde', forbidden: [/\bDebitor/] },
      fr: { term: 'client', forbidden: [/(?<!super)débiteurs?\b(?! principal)/i] },
      it: { term: 'cliente', forbidden: [/(?<!super)\bdebitor[ei]\b/i] },
      es: { term: 'cliente', forbidden: [/(?<!super)\bdeudor(es)?\b/i] },
    },
  },
  {
    concept: 'super debtor (a parent company and its branches, handled as one)',
    languages: {
      en: { term: 'super debtor', forbidden: [/superdebtor/i, /\b(parent|main|group) debtor/i] },
      nl: { term: 'superdebiteur', forbidden: [/super debiteur/i, /hoofddebiteur/i, /moederdebiteur/i, /concerndebiteur/i] },
      de: {
        term: 'Konzernschuldner',
        forbidden: [/Hauptschuldner/, /Superschuldner/, /Sammelschuldner/, /Sammeldebitor/],
        why: '"Hauptschuldner" is the principal debtor beside a guarantor (§ 765 BGB) and "Sammeldebitor" the one-time customer account; a parent with its branches is a Konzern',
      },
      fr: { term: 'superdébiteur', forbidden: [/super[ -]débiteur/i, /débiteur principal/i] },
      it: { term: 'superdebitore', forbidden: [/super[ -]debitor/i, /debitore principale/i] },
      es: { term: 'superdeudor', forbidden: [/super[ -]deudor/i, /deudor principal/i] },
    },
  },
  {
    concept: 'invoice',
    languages: {
      en: { term: 'invoice', forbidden: [/\bbills?\b/i] },
      nl: { term: 'factuur', forbidden: [/\bnota('s)?\b/i] },
      de: { term: 'Rechnung', forbidden: [/\bFaktura\b/] },
      fr: { term: 'facture', forbidden: [/\bnotes? de frais\b/i] },
      it: { term: 'fattura', forbidden: [/\bnota di addebito\b/i] },
      es: { term: 'factura', forbidden: [/\bcuentas? de cobro\b/i] },
    },
  },
  {
    concept: 'issue (a dispute or question about invoices)',
    languages: {
      en: { term: 'issue', forbidden: [/\btickets?\b/i, /\bcomplaints?\b/i] },
      nl: { term: 'geschil', forbidden: [/kwestie/i, /dispuut/i, /betwisting/i] },
      de: {
        term: 'Klärungsfall',
        forbidden: [/\bVorg[aä]ng/, /Reklamation/, /Klärfall/, /\bDisput/],
        why: 'SAP Dispute Management\'s word for a disputed item to be cleared; "Vorgang" means any operation, "Reklamation" only a complaint',
      },
      fr: { term: 'litige', forbidden: [/\bcontestations?\b/i, /\bréclamations?\b/i] },
      it: { term: 'contestazione', forbidden: [/\bcontroversi[ae]\b/i, /\breclam[oi]\b/i] },
      es: { term: 'incidencia', forbidden: [/\bdisputas y preguntas\b/i, /\breclamaci[oó]n(es)? de cliente/i] },
    },
  },
  {
    concept: 'arrangement (payment plan)',
    languages: {
      en: { term: 'arrangement', forbidden: [/payment plans?/i, /instal(l)?ment plans?/i] },
      nl: { term: 'betalingsregeling', forbidden: [/afbetalingsregeling/i, /betalingsafspra(ak|ken)/i, /betalingsplan/i] },
      de: { term: 'Ratenvereinbarung', forbidden: [/Zahlungsplan/, /Ratenplan/, /Ratenzahlungsvereinbarung/, /Zahlungsvereinbarung/] },
      fr: { term: 'échéancier', forbidden: [/plans? de (paiement|remboursement)/i, /accords? de paiement/i] },
      it: { term: 'piano di rientro', forbidden: [/pian[oi] di pagamento/i, /accord[oi] di pagamento/i, /rateizzazion/i] },
      es: { term: 'acuerdo de pago', forbidden: [/\bplan(es)? de pagos?/i, /fraccionamiento/i] },
    },
  },
  {
    concept: 'journey (dunning flow of steps)',
    languages: {
      en: { term: 'journey', forbidden: [/dunning flows?/i, /\bworkflows?\b/i] },
      nl: {
        term: 'aanmaantraject',
        forbidden: [/incassotraject/i, /(?<!aanmaan)traject/i, /aanmaanflow/i, /herinneringsflow/i],
        why: '"incassotraject" is the collection after handover (the agency\'s work), not the reminders before it',
      },
      de: {
        term: 'Mahnverfahren',
        forbidden: [/Mahnl[aä]uf/, /Mahnstrecke/, /Mahnstrategie/],
        why: 'the set of dunning levels with their days, assigned per customer (SAP); a "Mahnlauf" is one batch run',
      },
      fr: { term: 'scénario de relance', forbidden: [/\bparcours\b/i, /\bcircuits? de relance/i] },
      it: { term: 'flusso di sollecito', forbidden: [/\bpercors[oi]\b/i] },
      es: { term: 'flujo de recordatorios', forbidden: [/\brecorridos?\b/i, /\bflujos?\b(?! de recordatorios)/i] },
    },
  },
  {
    concept: 'dunning pause (pause / resume dunning)',
    languages: {
      en: { term: 'pause dunning', forbidden: [/dunning (stop|block|hold)/i, /suspend(ed)? dunning/i] },
      nl: { term: 'aanmanen pauzeren', forbidden: [/aanmaanstop/i, /aanmaningen (stopzetten|opschorten|blokkeren)/i] },
      de: {
        term: 'Mahnsperre',
        forbidden: [/[Pp]ausier/, /\bPause\b/, /Mahnstopp/],
        why: 'set and lifted on a customer or item with a reason (Sperrgrund), as in SAP and DATEV',
      },
      fr: { term: 'suspendre les relances', forbidden: [/relances? en pause/i, /mettre en pause les relances/i] },
      it: { term: 'sospendere i solleciti', forbidden: [/solleciti in pausa/i, /mettere in pausa/i] },
      es: { term: 'pausar los recordatorios', forbidden: [/suspender los recordatorios/i, /\breclamaciones\b/i] },
    },
  },
  {
    concept: 'for collection (handed over to a collection agency or lawyer)',
    languages: {
      en: { term: 'for collection', forbidden: [/handed over/i, /\bcollection agency case/i] },
      nl: {
        term: 'uit handen gegeven',
        forbidden: [/ter incasso/i],
        why: '"ter incasso" also means a direct debit presented to the bank',
      },
      de: { term: 'Inkasso', forbidden: [/\b[Zz]um Inkasso\b/, /Inkassoabgabe/] },
      fr: { term: 'en recouvrement', forbidden: [/\bcontentieux\b/i] },
      it: { term: 'recupero crediti', forbidden: [/\bin recupero\b(?! crediti)/i] },
      es: { term: 'en recobro', forbidden: [/\ben cobro\b/i, /expedientes? de cobro/i, /exportación de cobros/i] },
    },
  },
  {
    concept: 'mailbox (incoming replies)',
    languages: {
      en: { term: 'mailbox', forbidden: [/\binbox/i] },
      nl: { term: 'postvak', forbidden: [/\bmailbox/i, /\binbox/i] },
      de: { term: 'Postfach', forbidden: [/Posteingang/, /Mailbox/] },
      fr: { term: 'boîte de réception', forbidden: [/\bmessagerie\b/i, /\bmailbox/i] },
      it: { term: 'posta in arrivo', forbidden: [/casella di posta/i, /\bmailbox/i] },
      es: { term: 'buzón', forbidden: [/bandeja de entrada/i, /\bmailbox/i] },
    },
  },
  {
    concept: 'sign in / sign out',
    languages: {
      en: { term: 'sign in / sign out', forbidden: [/\blog ?(in|out)\b/i, /\blogin\b/i, /\blogout\b/i] },
      nl: { term: 'inloggen / uitloggen', forbidden: [/aanmeld/i, /afmeld/i, /\blogin\b/i] },
      de: { term: 'anmelden / abmelden', forbidden: [/einlogg/i, /auslogg/i, /\bLogin\b/] },
      fr: { term: 'se connecter / se déconnecter', forbidden: [/s[’']identifier/i, /ouvrir une session/i, /\blogin\b/i] },
      it: { term: 'accedi / esci', forbidden: [/\blogin\b/i, /\blogout\b/i, /disconnett/i] },
      es: { term: 'iniciar sesión / cerrar sesión', forbidden: [/\bacceder\b/i, /\blogin\b/i, /\bsalir de la sesión/i] },
    },
  },
  {
    concept: 'e-mail',
    languages: {
      en: {
        term: 'email',
        forbidden: [/\be-mail/i],
        why: 'one file serves en-US and en-GB; "email" is the spelling of both (GOV.UK style, AP style)',
      },
      nl: { term: 'e-mail', forbidden: [/\bemail/i] },
      de: { term: 'E-Mail', forbidden: [/\bEmail/i, /\bEMail/] },
      fr: { term: 'e-mail', forbidden: [/\bemail/i, /(?<!e-)\bmail\b/i, /\bcourriel/i] },
      it: { term: 'e-mail', forbidden: [/\bemail/i] },
      es: { term: 'correo electrónico', forbidden: [/\be-?mails?\b/i] },
    },
  },
];

/** Spanish addresses the user as usted everywhere: these are tú forms. */
export const SPANISH_TU: RegExp[] = [
  /\b(tu|tus|ti|contigo)\b/i,
  /\b(puedes|tienes|quieres|debes|necesitas|estás|inténtalo)\b/i,
  /(^|[.!?;:]\s+|[¿¡])(Escribe|Introduce|Cambia|Revisa|Elige|Selecciona|Pulsa|Haz|Añade|Comprueba|Vuelve|Intenta|Prueba|Usa|Abre|Busca|Espera|Quita|Indica|Borra)\b/,
];

/** `folder/namespace:key` → why this text keeps a word the glossary forbids. */
const COMPLAINT = 'a complaint, a pause reason of its own (PauseReasonCode `complaint`), not an issue';

export const GLOSSARY_EXCEPTIONS: Record<string, string> = {
  'en/records:dunning.reasons.complaint': COMPLAINT,
  'de/records:dunning.reasons.complaint': COMPLAINT,
  'fr/records:dunning.reasons.complaint': COMPLAINT,
  'it/records:dunning.reasons.complaint': COMPLAINT,
  'es/records:dunning.reasons.complaint': COMPLAINT,
  'it/navigation:breadcrumb': 'the breadcrumb trail ("percorso di navigazione"); journeys are "flussi di sollecito"',
  'nl/navigation:navGroups.receivables': 'the receivables ledger ("de debiteuren" in Dutch bookkeeping), not a customer',
};
