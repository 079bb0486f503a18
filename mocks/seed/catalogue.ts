/**
 * What a credit-control team keeps in its template library: the kinds of message (reminders,
 * notices, payment plans, call scripts, …) in four languages, and how their bodies are built.
 * The bodies use the placeholder keys seeded in ./placeholders.ts.
 */
import type { Media } from '#api/generated/model/index';

export const templateLanguages = ['en', 'nl', 'de', 'fr'] as const;
export type TemplateLanguage = (typeof templateLanguages)[number];
type L10n<T = string> = Record<TemplateLanguage, T>;

/** letter: greeting, text, table and sign-off (e-mail and letter); short: one message (SMS, WhatsApp); call: a script. */
type Layout = 'letter' | 'short' | 'call';
type Table = 'invoice' | 'arrangement' | 'none';

export interface TemplateKind {
  key: string;
  media: Media[];
  names: L10n;
  /** The message-specific text; for call scripts the purpose of the call. */
  text: L10n;
  table: Table;
  /** Whether the letter ends with the "how to pay" paragraph. */
  askForPayment: boolean;
  /** Letters that go out in a window envelope use the window-envelope letterhead. */
  formal?: boolean;
}

export const templateKinds: readonly TemplateKind[] = [
  {
    key: 'pre-due',
    media: ['email', 'sms'],
    table: 'invoice',
    askForPayment: false,
    names: { en: 'Upcoming due date notice', nl: 'Herinnering: factuur vervalt binnenkort', de: 'Hinweis auf bevorstehende Fälligkeit', fr: "Avis d'échéance prochaine" },
    text: {
      en: 'This is a courtesy note that invoice {{invoice.number}} of {{invoice.amount}} falls due on {{invoice.dueDate}}. If you have already arranged payment, thank you, and please disregard this message.',
      nl: 'Graag herinneren wij u eraan dat factuur {{invoice.number}} van {{invoice.amount}} vervalt op {{invoice.dueDate}}. Heeft u de betaling al ingepland? Dan danken wij u hartelijk en kunt u dit bericht als niet verzonden beschouwen.',
      de: 'Wir möchten Sie freundlich daran erinnern, dass die Rechnung {{invoice.number}} über {{invoice.amount}} am {{invoice.dueDate}} fällig wird. Falls Sie die Zahlung bereits veranlasst haben, danken wir Ihnen und bitten Sie, diese Nachricht zu ignorieren.',
      fr: "Nous vous rappelons que la facture {{invoice.number}} d'un montant de {{invoice.amount}} arrive à échéance le {{invoice.dueDate}}. Si le paiement est déjà programmé, nous vous en remercions et vous prions de ne pas tenir compte de ce message.",
    },
  },
  {
    key: 'friendly-reminder',
    media: ['email'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Friendly payment reminder', nl: 'Vriendelijke betalingsherinnering', de: 'Freundliche Zahlungserinnerung', fr: 'Rappel de paiement amical' },
    text: {
      en: 'Our records show that invoice {{invoice.number}} was due on {{invoice.dueDate}} and is still open. Perhaps it slipped through the cracks — could you take a moment to arrange payment?',
      nl: 'Volgens onze administratie staat factuur {{invoice.number}}, met vervaldatum {{invoice.dueDate}}, nog open. Wellicht is deze aan uw aandacht ontsnapt. Wilt u de betaling alsnog in orde maken?',
      de: 'Laut unserer Buchhaltung ist die Rechnung {{invoice.number}} mit Fälligkeit am {{invoice.dueDate}} noch offen. Vielleicht ist sie im Alltag untergegangen – wir bitten Sie, die Zahlung zeitnah zu veranlassen.',
      fr: "Sauf erreur de notre part, la facture {{invoice.number}}, échue le {{invoice.dueDate}}, reste impayée. Il s'agit sans doute d'un oubli : pourriez-vous procéder au règlement ?",
    },
  },
  {
    key: 'first-reminder',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'First payment reminder', nl: 'Eerste betalingsherinnering', de: 'Erste Zahlungserinnerung', fr: 'Premier rappel de paiement' },
    text: {
      en: 'We have not yet received payment for invoice {{invoice.number}}, which is now {{invoice.daysOverdue}} days overdue. We kindly ask you to pay the outstanding amount of {{invoice.outstandingAmount}} within 7 days.',
      nl: 'Wij hebben de betaling van factuur {{invoice.number}} nog niet ontvangen; deze is inmiddels {{invoice.daysOverdue}} dagen vervallen. Wij verzoeken u het openstaande bedrag van {{invoice.outstandingAmount}} binnen 7 dagen te voldoen.',
      de: 'Für die Rechnung {{invoice.number}} ist bislang kein Zahlungseingang zu verzeichnen; sie ist seit {{invoice.daysOverdue}} Tagen überfällig. Bitte begleichen Sie den offenen Betrag von {{invoice.outstandingAmount}} innerhalb von 7 Tagen.',
      fr: "Nous n'avons pas encore reçu le règlement de la facture {{invoice.number}}, échue depuis {{invoice.daysOverdue}} jours. Nous vous prions de régler le solde de {{invoice.outstandingAmount}} sous 7 jours.",
    },
  },
  {
    key: 'second-reminder',
    media: ['email', 'letter', 'sms'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Second payment reminder', nl: 'Tweede betalingsherinnering', de: 'Zweite Zahlungserinnerung', fr: 'Deuxième rappel de paiement' },
    text: {
      en: 'Despite our earlier reminder, invoice {{invoice.number}} remains unpaid. Please pay {{invoice.outstandingAmount}} within 5 days, or contact us if there is a reason you cannot.',
      nl: 'Ondanks onze eerdere herinnering is factuur {{invoice.number}} nog steeds niet betaald. Wij verzoeken u {{invoice.outstandingAmount}} binnen 5 dagen te betalen, of contact met ons op te nemen als dit niet lukt.',
      de: 'Trotz unserer Erinnerung ist die Rechnung {{invoice.number}} weiterhin unbezahlt. Bitte überweisen Sie {{invoice.outstandingAmount}} innerhalb von 5 Tagen oder melden Sie sich bei uns, falls dies nicht möglich ist.',
      fr: 'Malgré notre précédent rappel, la facture {{invoice.number}} demeure impayée. Merci de régler {{invoice.outstandingAmount}} sous 5 jours ou de nous contacter si vous rencontrez une difficulté.',
    },
  },
  {
    key: 'final-notice',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    formal: true,
    names: { en: 'Final notice before collection', nl: 'Laatste aanmaning voor incasso', de: 'Letzte Mahnung vor Inkasso', fr: 'Dernier avis avant recouvrement' },
    text: {
      en: 'This is our final notice regarding invoice {{invoice.number}}. If we do not receive {{invoice.outstandingAmount}} within 14 days, we will hand the claim over to a collection agency and collection costs will be added.',
      nl: 'Dit is onze laatste aanmaning voor factuur {{invoice.number}}. Als wij {{invoice.outstandingAmount}} niet binnen 14 dagen hebben ontvangen, dragen wij de vordering over aan een incassobureau. De incassokosten komen dan voor uw rekening.',
      de: 'Dies ist unsere letzte Mahnung zur Rechnung {{invoice.number}}. Geht der Betrag von {{invoice.outstandingAmount}} nicht innerhalb von 14 Tagen ein, übergeben wir die Forderung an ein Inkassobüro; die dadurch entstehenden Kosten gehen zu Ihren Lasten.',
      fr: 'Ceci est notre dernier avis concernant la facture {{invoice.number}}. À défaut de paiement de {{invoice.outstandingAmount}} sous 14 jours, nous transmettrons le dossier à une société de recouvrement et les frais correspondants vous seront facturés.',
    },
  },
  {
    key: 'statutory-notice',
    media: ['letter'],
    table: 'invoice',
    askForPayment: true,
    formal: true,
    names: { en: '14-day statutory notice', nl: 'Veertiendagenbrief (WIK)', de: 'Mahnung mit 14-Tage-Frist', fr: 'Mise en demeure (14 jours)' },
    text: {
      en: 'Under the applicable late-payment rules we give you a final period of 14 days from the day after receipt of this letter to pay {{invoice.outstandingAmount}}. After this period, statutory collection costs of {{invoice.collectionCosts}} will be charged.',
      nl: 'Conform de Wet incassokosten bieden wij u een laatste termijn van 14 dagen, te rekenen vanaf de dag na ontvangst van deze brief, om {{invoice.outstandingAmount}} te betalen. Na het verstrijken van deze termijn worden buitengerechtelijke incassokosten van {{invoice.collectionCosts}} in rekening gebracht.',
      de: 'Wir setzen Ihnen eine letzte Frist von 14 Tagen ab Zugang dieses Schreibens zur Zahlung von {{invoice.outstandingAmount}}. Nach Ablauf der Frist berechnen wir gesetzliche Mahn- und Inkassokosten in Höhe von {{invoice.collectionCosts}}.',
      fr: 'Nous vous mettons en demeure de régler {{invoice.outstandingAmount}} dans un délai de 14 jours à compter de la réception du présent courrier. Passé ce délai, une indemnité forfaitaire de recouvrement de {{invoice.collectionCosts}} sera appliquée.',
    },
  },
  {
    key: 'payment-plan-proposal',
    media: ['email', 'letter', 'whatsapp'],
    table: 'arrangement',
    askForPayment: false,
    names: { en: 'Payment plan proposal', nl: 'Voorstel betalingsregeling', de: 'Angebot einer Ratenzahlung', fr: "Proposition d'échéancier" },
    text: {
      en: 'We understand that paying {{invoice.outstandingAmount}} in one go may be difficult. We would like to offer you a payment plan of {{arrangement.instalmentCount}} instalments of {{arrangement.instalmentAmount}}. Please let us know before {{arrangement.nextDueDate}} whether you accept.',
      nl: 'Wij begrijpen dat het lastig kan zijn om {{invoice.outstandingAmount}} in één keer te betalen. Daarom bieden wij u een betalingsregeling aan van {{arrangement.instalmentCount}} termijnen van {{arrangement.instalmentAmount}}. Laat u ons vóór {{arrangement.nextDueDate}} weten of u hiermee akkoord gaat?',
      de: 'Wir verstehen, dass die Zahlung von {{invoice.outstandingAmount}} auf einmal schwierig sein kann. Gerne bieten wir Ihnen eine Ratenzahlung in {{arrangement.instalmentCount}} Raten zu je {{arrangement.instalmentAmount}} an. Bitte teilen Sie uns bis zum {{arrangement.nextDueDate}} mit, ob Sie einverstanden sind.',
      fr: "Nous comprenons qu'un règlement de {{invoice.outstandingAmount}} en une seule fois puisse être difficile. Nous vous proposons un échéancier de {{arrangement.instalmentCount}} mensualités de {{arrangement.instalmentAmount}}. Merci de nous faire part de votre accord avant le {{arrangement.nextDueDate}}.",
    },
  },
  {
    key: 'payment-plan-confirmation',
    media: ['email', 'letter'],
    table: 'arrangement',
    askForPayment: false,
    names: { en: 'Payment plan confirmation', nl: 'Bevestiging betalingsregeling', de: 'Bestätigung der Ratenzahlung', fr: "Confirmation de l'échéancier" },
    text: {
      en: 'Thank you for agreeing to a payment plan. This confirms the arrangement: {{arrangement.instalmentCount}} instalments of {{arrangement.instalmentAmount}}, the first due on {{arrangement.nextDueDate}}. While you keep to the plan, we will not send further reminders for the invoices it covers.',
      nl: 'Hartelijk dank voor het treffen van een betalingsregeling. Hierbij bevestigen wij de afspraak: {{arrangement.instalmentCount}} termijnen van {{arrangement.instalmentAmount}}, de eerste te voldoen op {{arrangement.nextDueDate}}. Zolang u zich aan de regeling houdt, ontvangt u voor de betreffende facturen geen herinneringen meer.',
      de: 'Vielen Dank für Ihre Zustimmung zur Ratenzahlung. Hiermit bestätigen wir die Vereinbarung: {{arrangement.instalmentCount}} Raten zu je {{arrangement.instalmentAmount}}, die erste fällig am {{arrangement.nextDueDate}}. Solange Sie die Raten pünktlich zahlen, erhalten Sie für die betreffenden Rechnungen keine Mahnungen.',
      fr: "Merci d'avoir accepté un échéancier de paiement. Nous vous confirmons l'accord : {{arrangement.instalmentCount}} mensualités de {{arrangement.instalmentAmount}}, la première étant due le {{arrangement.nextDueDate}}. Tant que l'échéancier est respecté, vous ne recevrez plus de relances pour les factures concernées.",
    },
  },
  {
    key: 'instalment-reminder',
    media: ['email', 'sms', 'whatsapp'],
    table: 'arrangement',
    askForPayment: true,
    names: { en: 'Instalment due reminder', nl: 'Herinnering termijnbetaling', de: 'Erinnerung an die nächste Rate', fr: "Rappel d'échéance de mensualité" },
    text: {
      en: 'A reminder that the next instalment of your payment plan, {{arrangement.instalmentAmount}}, is due on {{arrangement.nextDueDate}}.',
      nl: 'Een herinnering dat de volgende termijn van uw betalingsregeling, {{arrangement.instalmentAmount}}, vervalt op {{arrangement.nextDueDate}}.',
      de: 'Zur Erinnerung: Die nächste Rate Ihrer Ratenzahlung über {{arrangement.instalmentAmount}} ist am {{arrangement.nextDueDate}} fällig.',
      fr: 'Pour rappel, la prochaine mensualité de votre échéancier, soit {{arrangement.instalmentAmount}}, est due le {{arrangement.nextDueDate}}.',
    },
  },
  {
    key: 'broken-arrangement',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Missed instalment – arrangement cancelled', nl: 'Gemiste termijn – regeling vervallen', de: 'Rate versäumt – Vereinbarung aufgehoben', fr: 'Mensualité impayée – échéancier annulé' },
    text: {
      en: 'We did not receive the instalment of {{arrangement.instalmentAmount}} that was due on {{arrangement.nextDueDate}}. As a result, the payment plan has been cancelled and the full balance of {{invoice.outstandingAmount}} is due immediately.',
      nl: 'Wij hebben de termijn van {{arrangement.instalmentAmount}} met vervaldatum {{arrangement.nextDueDate}} niet ontvangen. Hierdoor is de betalingsregeling komen te vervallen en is het volledige saldo van {{invoice.outstandingAmount}} direct opeisbaar.',
      de: 'Die am {{arrangement.nextDueDate}} fällige Rate über {{arrangement.instalmentAmount}} ist nicht bei uns eingegangen. Die Ratenzahlungsvereinbarung ist damit hinfällig, und der gesamte Restbetrag von {{invoice.outstandingAmount}} ist sofort fällig.',
      fr: "Nous n'avons pas reçu la mensualité de {{arrangement.instalmentAmount}} due le {{arrangement.nextDueDate}}. L'échéancier est donc annulé et la totalité du solde, soit {{invoice.outstandingAmount}}, devient immédiatement exigible.",
    },
  },
  {
    key: 'promise-confirmation',
    media: ['email', 'sms', 'whatsapp'],
    table: 'none',
    askForPayment: true,
    names: { en: 'Promise to pay confirmation', nl: 'Bevestiging betaalbelofte', de: 'Bestätigung Ihres Zahlungsversprechens', fr: 'Confirmation de promesse de paiement' },
    text: {
      en: 'Thank you for speaking with us today. As agreed, you will pay {{invoice.outstandingAmount}} for invoice {{invoice.number}} by {{payment.promisedDate}}.',
      nl: 'Bedankt voor het prettige gesprek van vandaag. Zoals afgesproken betaalt u {{invoice.outstandingAmount}} voor factuur {{invoice.number}} uiterlijk op {{payment.promisedDate}}.',
      de: 'Vielen Dank für das heutige Gespräch. Wie vereinbart zahlen Sie {{invoice.outstandingAmount}} für die Rechnung {{invoice.number}} bis spätestens {{payment.promisedDate}}.',
      fr: 'Merci pour notre échange de ce jour. Comme convenu, vous réglerez {{invoice.outstandingAmount}} au titre de la facture {{invoice.number}} au plus tard le {{payment.promisedDate}}.',
    },
  },
  {
    key: 'call-first-contact',
    media: ['call'],
    table: 'none',
    askForPayment: false,
    names: { en: 'Call script: first contact about an overdue invoice', nl: 'Belscript: eerste contact over vervallen factuur', de: 'Gesprächsleitfaden: Erstkontakt bei überfälliger Rechnung', fr: "Script d'appel : premier contact pour facture échue" },
    text: {
      en: 'Invoice {{invoice.number}} ({{invoice.outstandingAmount}}) is {{invoice.daysOverdue}} days overdue. Find out whether the invoice was received and approved, and when payment can be expected.',
      nl: 'Factuur {{invoice.number}} ({{invoice.outstandingAmount}}) is {{invoice.daysOverdue}} dagen vervallen. Ga na of de factuur is ontvangen en goedgekeurd, en wanneer de betaling verwacht kan worden.',
      de: 'Die Rechnung {{invoice.number}} ({{invoice.outstandingAmount}}) ist seit {{invoice.daysOverdue}} Tagen überfällig. Klären Sie, ob die Rechnung eingegangen und freigegeben ist und wann mit der Zahlung zu rechnen ist.',
      fr: "La facture {{invoice.number}} ({{invoice.outstandingAmount}}) est échue depuis {{invoice.daysOverdue}} jours. Vérifiez qu'elle a bien été reçue et validée, et à quelle date le paiement est prévu.",
    },
  },
  {
    key: 'call-promise-to-pay',
    media: ['call'],
    table: 'none',
    askForPayment: false,
    names: { en: 'Call script: promise to pay', nl: 'Belscript: betaalbelofte', de: 'Gesprächsleitfaden: Zahlungszusage', fr: "Script d'appel : promesse de paiement" },
    text: {
      en: 'Agree a concrete payment date and amount for {{invoice.outstandingAmount}}. Record the promise as the call outcome and send the promise-to-pay confirmation.',
      nl: 'Maak een concrete afspraak over datum en bedrag voor {{invoice.outstandingAmount}}. Leg de betaalbelofte vast als gespreksresultaat en verstuur de bevestiging van de betaalbelofte.',
      de: 'Vereinbaren Sie ein konkretes Zahlungsdatum und einen Betrag für {{invoice.outstandingAmount}}. Erfassen Sie die Zusage als Gesprächsergebnis und senden Sie die Bestätigung der Zahlungszusage.',
      fr: "Convenez d'une date et d'un montant précis pour {{invoice.outstandingAmount}}. Enregistrez la promesse comme résultat d'appel et envoyez la confirmation de promesse de paiement.",
    },
  },
  {
    key: 'call-dispute',
    media: ['call'],
    table: 'none',
    askForPayment: false,
    names: { en: 'Call script: handling a dispute', nl: 'Belscript: afhandeling van een geschil', de: 'Gesprächsleitfaden: Umgang mit Reklamationen', fr: "Script d'appel : gestion d'un litige" },
    text: {
      en: 'The customer disputes invoice {{invoice.number}}. Listen, ask for the reason and any supporting documents, open an issue and explain that reminders are paused while it is reviewed.',
      nl: 'De klant betwist factuur {{invoice.number}}. Luister, vraag naar de reden en eventuele onderbouwing, maak een issue aan en leg uit dat de herinneringen gepauzeerd worden zolang het geschil loopt.',
      de: 'Der Kunde bestreitet die Rechnung {{invoice.number}}. Hören Sie zu, fragen Sie nach dem Grund und nach Belegen, legen Sie einen Vorgang an und erklären Sie, dass das Mahnverfahren während der Prüfung pausiert.',
      fr: "Le client conteste la facture {{invoice.number}}. Écoutez, demandez le motif et les justificatifs, ouvrez un litige et expliquez que les relances sont suspendues pendant l'examen.",
    },
  },
  {
    key: 'dispute-received',
    media: ['email', 'letter'],
    table: 'none',
    askForPayment: false,
    names: { en: 'Dispute received – reminders paused', nl: 'Geschil ontvangen – herinneringen gepauzeerd', de: 'Reklamation erhalten – Mahnungen pausiert', fr: 'Litige reçu – relances suspendues' },
    text: {
      en: 'We have received your query about invoice {{invoice.number}} and registered it under reference {{issue.number}} ({{issue.category}}). We will not send reminders for this invoice while we look into it, and will get back to you within 10 working days.',
      nl: 'Wij hebben uw vraag over factuur {{invoice.number}} ontvangen en geregistreerd onder kenmerk {{issue.number}} ({{issue.category}}). Zolang wij dit onderzoeken, ontvangt u voor deze factuur geen herinneringen. U hoort binnen 10 werkdagen van ons.',
      de: 'Wir haben Ihre Rückfrage zur Rechnung {{invoice.number}} erhalten und unter dem Aktenzeichen {{issue.number}} ({{issue.category}}) erfasst. Während der Prüfung versenden wir zu dieser Rechnung keine Mahnungen und melden uns innerhalb von 10 Werktagen bei Ihnen.',
      fr: 'Nous avons bien reçu votre réclamation concernant la facture {{invoice.number}}, enregistrée sous la référence {{issue.number}} ({{issue.category}}). Les relances sont suspendues pendant son examen et nous reviendrons vers vous sous 10 jours ouvrés.',
    },
  },
  {
    key: 'dispute-resolved',
    media: ['email'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Dispute resolved – payment due', nl: 'Geschil afgehandeld – betaling verschuldigd', de: 'Reklamation geklärt – Zahlung fällig', fr: 'Litige clos – paiement exigible' },
    text: {
      en: 'We have completed our review of issue {{issue.number}} concerning invoice {{invoice.number}}. The invoice stands, and the amount of {{invoice.outstandingAmount}} is now due within 7 days.',
      nl: 'Wij hebben issue {{issue.number}} over factuur {{invoice.number}} afgehandeld. De factuur blijft staan; het bedrag van {{invoice.outstandingAmount}} dient binnen 7 dagen te worden voldaan.',
      de: 'Wir haben die Prüfung des Vorgangs {{issue.number}} zur Rechnung {{invoice.number}} abgeschlossen. Die Rechnung bleibt bestehen; der Betrag von {{invoice.outstandingAmount}} ist innerhalb von 7 Tagen zu zahlen.',
      fr: "Nous avons terminé l'examen du litige {{issue.number}} relatif à la facture {{invoice.number}}. La facture est maintenue et le montant de {{invoice.outstandingAmount}} est exigible sous 7 jours.",
    },
  },
  {
    key: 'payment-received',
    media: ['email', 'sms'],
    table: 'none',
    askForPayment: false,
    names: { en: 'Payment received – thank you', nl: 'Betaling ontvangen – hartelijk dank', de: 'Zahlung erhalten – vielen Dank', fr: 'Paiement reçu – merci' },
    text: {
      en: 'We received your payment of {{payment.amount}} on {{payment.date}} (reference {{payment.reference}}). Thank you — your account is now up to date.',
      nl: 'Wij hebben uw betaling van {{payment.amount}} op {{payment.date}} ontvangen (kenmerk {{payment.reference}}). Hartelijk dank; uw rekening is nu bijgewerkt.',
      de: 'Wir haben Ihre Zahlung über {{payment.amount}} am {{payment.date}} erhalten (Referenz {{payment.reference}}). Vielen Dank – Ihr Konto ist damit ausgeglichen.',
      fr: 'Nous avons bien reçu votre paiement de {{payment.amount}} le {{payment.date}} (référence {{payment.reference}}). Merci, votre compte est à jour.',
    },
  },
  {
    key: 'partial-payment',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Partial payment received', nl: 'Deelbetaling ontvangen', de: 'Teilzahlung erhalten', fr: 'Paiement partiel reçu' },
    text: {
      en: 'Thank you for your payment of {{payment.amount}}. A balance of {{invoice.outstandingAmount}} remains open on invoice {{invoice.number}}; please pay the remainder within 7 days.',
      nl: 'Hartelijk dank voor uw betaling van {{payment.amount}}. Op factuur {{invoice.number}} staat nog {{invoice.outstandingAmount}} open; wij verzoeken u het restant binnen 7 dagen te voldoen.',
      de: 'Vielen Dank für Ihre Zahlung über {{payment.amount}}. Auf die Rechnung {{invoice.number}} ist noch ein Restbetrag von {{invoice.outstandingAmount}} offen; bitte begleichen Sie diesen innerhalb von 7 Tagen.',
      fr: 'Merci pour votre paiement de {{payment.amount}}. Un solde de {{invoice.outstandingAmount}} reste dû sur la facture {{invoice.number}} ; merci de le régler sous 7 jours.',
    },
  },
  {
    key: 'statement',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Statement of account', nl: 'Rekeningoverzicht', de: 'Kontoauszug', fr: 'Relevé de compte' },
    text: {
      en: 'Please find below an overview of the open items on account {{customer.number}}. The total outstanding balance is {{customer.outstandingBalance}}.',
      nl: 'Hieronder vindt u een overzicht van de openstaande posten op debiteurnummer {{customer.number}}. Het totale openstaande saldo bedraagt {{customer.outstandingBalance}}.',
      de: 'Nachfolgend erhalten Sie eine Übersicht der offenen Posten zu Kundennummer {{customer.number}}. Der offene Gesamtsaldo beträgt {{customer.outstandingBalance}}.',
      fr: 'Veuillez trouver ci-dessous le détail des écritures ouvertes sur le compte client {{customer.number}}. Le solde total restant dû s’élève à {{customer.outstandingBalance}}.',
    },
  },
  {
    key: 'sms-reminder',
    media: ['sms', 'whatsapp'],
    table: 'none',
    askForPayment: false,
    names: { en: 'SMS payment reminder', nl: 'Betalingsherinnering per sms', de: 'Zahlungserinnerung per SMS', fr: 'Rappel de paiement par SMS' },
    text: {
      en: '{{administration.name}}: invoice {{invoice.number}} ({{invoice.outstandingAmount}}) is overdue. Pay now: {{invoice.paymentLink}}. Questions? {{administration.phone}}',
      nl: '{{administration.name}}: factuur {{invoice.number}} ({{invoice.outstandingAmount}}) is vervallen. Direct betalen: {{invoice.paymentLink}}. Vragen? {{administration.phone}}',
      de: '{{administration.name}}: Rechnung {{invoice.number}} ({{invoice.outstandingAmount}}) ist überfällig. Jetzt zahlen: {{invoice.paymentLink}}. Fragen? {{administration.phone}}',
      fr: '{{administration.name}} : la facture {{invoice.number}} ({{invoice.outstandingAmount}}) est échue. Payer maintenant : {{invoice.paymentLink}}. Questions ? {{administration.phone}}',
    },
  },
  {
    key: 'whatsapp-payment-link',
    media: ['whatsapp'],
    table: 'none',
    askForPayment: false,
    names: { en: 'WhatsApp payment link', nl: 'Betaallink via WhatsApp', de: 'Zahlungslink per WhatsApp', fr: 'Lien de paiement WhatsApp' },
    text: {
      en: 'Hi {{customer.contactName}}, this is {{administration.contactPerson}} from {{administration.name}}. Invoice {{invoice.number}} of {{invoice.outstandingAmount}} is still open. You can pay securely here: {{invoice.paymentLink}}',
      nl: 'Hoi {{customer.contactName}}, u spreekt met {{administration.contactPerson}} van {{administration.name}}. Factuur {{invoice.number}} van {{invoice.outstandingAmount}} staat nog open. U kunt hier veilig betalen: {{invoice.paymentLink}}',
      de: 'Hallo {{customer.contactName}}, hier ist {{administration.contactPerson}} von {{administration.name}}. Die Rechnung {{invoice.number}} über {{invoice.outstandingAmount}} ist noch offen. Hier können Sie sicher bezahlen: {{invoice.paymentLink}}',
      fr: 'Bonjour {{customer.contactName}}, ici {{administration.contactPerson}} de {{administration.name}}. La facture {{invoice.number}} de {{invoice.outstandingAmount}} est toujours ouverte. Vous pouvez la régler en toute sécurité ici : {{invoice.paymentLink}}',
    },
  },
  {
    key: 'handover-to-collection',
    media: ['letter', 'email'],
    table: 'invoice',
    askForPayment: false,
    formal: true,
    names: { en: 'Handover to collection agency', nl: 'Overdracht aan incassobureau', de: 'Übergabe an das Inkassobüro', fr: 'Transmission au service de recouvrement' },
    text: {
      en: 'As invoice {{invoice.number}} remains unpaid despite our reminders and final notice, we have today handed the claim of {{invoice.outstandingAmount}} over to our collection partner. From now on, please contact them directly about payment.',
      nl: 'Omdat factuur {{invoice.number}} ondanks onze herinneringen en laatste aanmaning onbetaald is gebleven, hebben wij de vordering van {{invoice.outstandingAmount}} vandaag overgedragen aan onze incassopartner. Neemt u voor de betaling voortaan rechtstreeks contact met hen op.',
      de: 'Da die Rechnung {{invoice.number}} trotz Erinnerungen und letzter Mahnung unbezahlt geblieben ist, haben wir die Forderung über {{invoice.outstandingAmount}} heute an unseren Inkassopartner übergeben. Bitte wenden Sie sich für die Zahlung ab sofort direkt an diesen.',
      fr: 'La facture {{invoice.number}} étant restée impayée malgré nos relances et notre dernier avis, nous avons transmis ce jour la créance de {{invoice.outstandingAmount}} à notre partenaire de recouvrement. Merci de vous adresser désormais directement à lui pour le règlement.',
    },
  },
  {
    key: 'credit-hold',
    media: ['email', 'letter'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Credit hold notice', nl: 'Kredietstop: leveringen opgeschort', de: 'Liefersperre wegen offener Posten', fr: 'Suspension des livraisons' },
    text: {
      en: 'Because invoices on your account are more than 30 days overdue, we have placed new orders on hold. Deliveries will resume as soon as the overdue balance of {{customer.outstandingBalance}} has been paid.',
      nl: 'Omdat er facturen op uw rekening meer dan 30 dagen vervallen zijn, hebben wij nieuwe orders tijdelijk geblokkeerd. Zodra het achterstallige saldo van {{customer.outstandingBalance}} is voldaan, hervatten wij de leveringen.',
      de: 'Da Rechnungen auf Ihrem Konto seit mehr als 30 Tagen überfällig sind, haben wir neue Aufträge vorerst gesperrt. Die Lieferungen werden wieder aufgenommen, sobald der überfällige Saldo von {{customer.outstandingBalance}} beglichen ist.',
      fr: 'Des factures de votre compte étant échues depuis plus de 30 jours, nous avons suspendu les nouvelles commandes. Les livraisons reprendront dès le règlement du solde échu de {{customer.outstandingBalance}}.',
    },
  },
  {
    key: 'direct-debit-failed',
    media: ['email', 'sms'],
    table: 'invoice',
    askForPayment: true,
    names: { en: 'Direct debit failed', nl: 'Automatische incasso mislukt', de: 'Lastschrift fehlgeschlagen', fr: 'Échec du prélèvement' },
    text: {
      en: 'The direct debit for invoice {{invoice.number}} ({{invoice.amount}}) could not be collected from your account. Please pay the amount yourself within 5 days, or let us know if your bank details have changed.',
      nl: 'De automatische incasso voor factuur {{invoice.number}} ({{invoice.amount}}) kon niet van uw rekening worden afgeschreven. Wilt u het bedrag binnen 5 dagen zelf overmaken, of ons laten weten als uw bankgegevens zijn gewijzigd?',
      de: 'Die Lastschrift für die Rechnung {{invoice.number}} ({{invoice.amount}}) konnte nicht von Ihrem Konto eingezogen werden. Bitte überweisen Sie den Betrag innerhalb von 5 Tagen selbst oder teilen Sie uns mit, falls sich Ihre Bankverbindung geändert hat.',
      fr: "Le prélèvement de la facture {{invoice.number}} ({{invoice.amount}}) n'a pas pu être effectué sur votre compte. Merci de régler ce montant par virement sous 5 jours ou de nous signaler tout changement de coordonnées bancaires.",
    },
  },
];

/** Qualifiers for further variants once every kind exists in every language (large seeds). */
export const variantQualifiers: L10n<readonly string[]> = {
  en: ['B2B', 'consumers', 'key accounts', 'public sector', 'high value', 'informal tone', 'after dispute', 'international'],
  nl: ['zakelijk', 'particulieren', 'key accounts', 'overheid', 'hoge bedragen', 'informele toon', 'na geschil', 'buitenland'],
  de: ['Geschäftskunden', 'Privatkunden', 'Key Accounts', 'öffentlicher Sektor', 'hohe Beträge', 'lockerer Ton', 'nach Reklamation', 'Ausland'],
  fr: ['professionnels', 'particuliers', 'grands comptes', 'secteur public', 'montants élevés', 'ton informel', 'après litige', 'international'],
};

interface Phrases {
  greeting: string;
  invoiceTable: [string, string, string];
  arrangementTable: [string, string, string];
  howToPay: string;
  questions: string;
  closing: string;
  department: string;
  call: { opening: string; purpose: string; questions: string; closing: string; openingText: string; verify: string; asks: [string, string, string]; closingText: string };
}

const phrases: L10n<Phrases> = {
  en: {
    greeting: 'Dear {{customer.contactName}},',
    invoiceTable: ['Invoice', 'Due date', 'Outstanding'],
    arrangementTable: ['Instalments', 'Amount per instalment', 'Next due date'],
    howToPay: 'Please pay via {{invoice.paymentLink}} or transfer the amount to {{administration.iban}}, quoting {{invoice.number}}.',
    questions: 'Questions? Call us on {{administration.phone}} or reply to this message.',
    closing: 'Kind regards,',
    department: 'Credit control',
    call: {
      opening: 'Opening',
      purpose: 'Purpose of the call',
      questions: 'Questions',
      closing: 'Closing',
      openingText: 'Good morning, this is {{administration.contactPerson}} from {{administration.name}}. Am I speaking with {{customer.contactName}}?',
      verify: 'Confirm that you are speaking with someone authorised to discuss account {{customer.number}}.',
      asks: ['Has the invoice been received and approved?', 'When can we expect payment?', 'Is there anything preventing payment?'],
      closingText: 'Summarise what was agreed, thank the customer and log the call outcome.',
    },
  },
  nl: {
    greeting: 'Beste {{customer.contactName}},',
    invoiceTable: ['Factuur', 'Vervaldatum', 'Openstaand'],
    arrangementTable: ['Termijnen', 'Bedrag per termijn', 'Volgende vervaldatum'],
    howToPay: 'Betaal via {{invoice.paymentLink}} of maak het bedrag over naar {{administration.iban}} onder vermelding van {{invoice.number}}.',
    questions: 'Vragen? Bel ons op {{administration.phone}} of beantwoord dit bericht.',
    closing: 'Met vriendelijke groet,',
    department: 'Debiteurenbeheer',
    call: {
      opening: 'Opening',
      purpose: 'Doel van het gesprek',
      questions: 'Vragen',
      closing: 'Afsluiting',
      openingText: 'Goedemorgen, u spreekt met {{administration.contactPerson}} van {{administration.name}}. Spreek ik met {{customer.contactName}}?',
      verify: 'Controleer of u spreekt met iemand die bevoegd is om over debiteurnummer {{customer.number}} te praten.',
      asks: ['Is de factuur ontvangen en goedgekeurd?', 'Wanneer kunnen wij de betaling verwachten?', 'Is er iets wat de betaling in de weg staat?'],
      closingText: 'Vat de gemaakte afspraken samen, bedank de klant en leg het gespreksresultaat vast.',
    },
  },
  de: {
    greeting: 'Guten Tag {{customer.contactName}},',
    invoiceTable: ['Rechnung', 'Fällig am', 'Offener Betrag'],
    arrangementTable: ['Raten', 'Betrag je Rate', 'Nächste Fälligkeit'],
    howToPay: 'Bitte zahlen Sie über {{invoice.paymentLink}} oder überweisen Sie den Betrag auf {{administration.iban}} unter Angabe von {{invoice.number}}.',
    questions: 'Fragen? Rufen Sie uns an unter {{administration.phone}} oder antworten Sie auf diese Nachricht.',
    closing: 'Mit freundlichen Grüßen',
    department: 'Forderungsmanagement',
    call: {
      opening: 'Begrüßung',
      purpose: 'Anlass des Gesprächs',
      questions: 'Fragen',
      closing: 'Abschluss',
      openingText: 'Guten Tag, hier spricht {{administration.contactPerson}} von {{administration.name}}. Spreche ich mit {{customer.contactName}}?',
      verify: 'Stellen Sie sicher, dass Ihr Gesprächspartner berechtigt ist, über Kundennummer {{customer.number}} zu sprechen.',
      asks: ['Ist die Rechnung eingegangen und freigegeben?', 'Wann dürfen wir mit der Zahlung rechnen?', 'Gibt es etwas, das der Zahlung im Weg steht?'],
      closingText: 'Fassen Sie die Vereinbarungen zusammen, bedanken Sie sich und erfassen Sie das Gesprächsergebnis.',
    },
  },
  fr: {
    greeting: 'Bonjour {{customer.contactName}},',
    invoiceTable: ['Facture', 'Échéance', 'Montant dû'],
    arrangementTable: ['Mensualités', 'Montant par mensualité', 'Prochaine échéance'],
    howToPay: 'Vous pouvez régler via {{invoice.paymentLink}} ou par virement sur {{administration.iban}} en indiquant la référence {{invoice.number}}.',
    questions: 'Des questions ? Appelez-nous au {{administration.phone}} ou répondez à ce message.',
    closing: 'Cordialement,',
    department: 'Service recouvrement',
    call: {
      opening: 'Introduction',
      purpose: "Objet de l'appel",
      questions: 'Questions',
      closing: 'Conclusion',
      openingText: 'Bonjour, {{administration.contactPerson}} de {{administration.name}}. Suis-je bien en ligne avec {{customer.contactName}} ?',
      verify: 'Vérifiez que votre interlocuteur est habilité à traiter le compte client {{customer.number}}.',
      asks: ['La facture a-t-elle été reçue et validée ?', 'À quelle date pouvons-nous attendre le paiement ?', 'Un élément empêche-t-il le paiement ?'],
      closingText: "Récapitulez les engagements pris, remerciez le client et enregistrez le résultat de l'appel.",
    },
  },
};

function layoutOf(kind: TemplateKind): Layout {
  const first = kind.media[0];
  if (first === 'call') return 'call';
  if (first === 'sms' || first === 'whatsapp') return 'short';
  return 'letter';
}

function table(headers: readonly string[], cells: readonly string[]): string {
  const head = headers.map((h) => `<th>${h}</th>`).join('');
  const row = cells.map((c) => `<td>${c}</td>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody><tr>${row}</tr></tbody></table>`;
}

/** The template body (hml) of a kind in a language. */
export function templateBody(kind: TemplateKind, language: TemplateLanguage): string {
  const p = phrases[language];
  const text = kind.text[language];
  switch (layoutOf(kind)) {
    case 'short':
      return `<p>${text}</p>`;
    case 'call':
      return [
        `<h2>${p.call.opening}</h2>`,
        `<p>${p.call.openingText}</p>`,
        `<p>${p.call.verify}</p>`,
        `<h2>${p.call.purpose}</h2>`,
        `<p>${text}</p>`,
        `<h2>${p.call.questions}</h2>`,
        `<ul>${p.call.asks.map((ask) => `<li>${ask}</li>`).join('')}</ul>`,
        `<h2>${p.call.closing}</h2>`,
        `<p>${p.call.closingText}</p>`,
      ].join('');
    case 'letter': {
      const parts = [`<p>${p.greeting}</p>`, `<p>${text}</p>`];
      if (kind.table === 'invoice') {
        parts.push(table(p.invoiceTable, ['{{invoice.number}}', '{{invoice.dueDate}}', '{{invoice.outstandingAmount}}']));
      } else if (kind.table === 'arrangement') {
        parts.push(table(p.arrangementTable, ['{{arrangement.instalmentCount}}', '{{arrangement.instalmentAmount}}', '{{arrangement.nextDueDate}}']));
      }
      if (kind.askForPayment) parts.push(`<p>${p.howToPay}</p>`);
      parts.push(`<p>${p.questions}</p>`);
      parts.push(`<p>${p.closing}<br>{{administration.contactPerson}}<br>${p.department}, {{administration.name}}</p>`);
      return parts.join('');
    }
  }
}
