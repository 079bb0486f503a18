/**
 * The texts of a scaffolded area's screens in every language the product speaks (one folder per
 * language; en serves en-US and en-GB); the list kit and the record frame bring their own. They
 * name no area, so they are right for any; an area rewords them in its namespace file as it grows.
 */
export type LocaleFolder = 'en' | 'fr' | 'it' | 'de' | 'nl' | 'es';

export const LOCALE_FOLDERS: readonly LocaleFolder[] = ['en', 'fr', 'it', 'de', 'nl', 'es'];

type Phrases = {
  columns: { reference: string; name: string; createdAt: string; updatedAt: string };
  /** A row's name for assistive technology (selection, bulk results). */
  rowLabel: string;
  empty: { title: string; body: string };
  /** The record's form. */
  form: { legend: string; save: string; saved: string; conflict: string };
};

export const PHRASES: Record<LocaleFolder, Phrases> = {
  en: {
    columns: { reference: 'Reference', name: 'Name', createdAt: 'Created', updatedAt: 'Last changed' },
    rowLabel: '{{name}} ({{reference}})',
    empty: { title: 'Nothing here yet', body: 'Records appear here as soon as they are added.' },
    form: {
      legend: 'Details',
      save: 'Save',
      saved: 'Saved.',
      conflict: 'Someone else changed this record while you were editing: it is now called “{{name}}”. Your changes are still here; save again to put them over theirs.',
    },
  },
  fr: {
    columns: { reference: 'Référence', name: 'Nom', createdAt: 'Créé le', updatedAt: 'Dernière modification' },
    rowLabel: '{{name}} (réf. {{reference}})',
    empty: { title: 'Rien pour l’instant', body: 'Les enregistrements apparaissent ici dès qu’ils sont ajoutés.' },
    form: {
      legend: 'Détails',
      save: 'Enregistrer',
      saved: 'Enregistré.',
      conflict: 'Quelqu’un d’autre a modifié cet enregistrement pendant que vous le modifiiez : il s’appelle désormais « {{name}} ». Vos modifications sont conservées ; enregistrez à nouveau pour remplacer les siennes.',
    },
  },
  it: {
    columns: { reference: 'Riferimento', name: 'Nome', createdAt: 'Creato il', updatedAt: 'Ultima modifica' },
    rowLabel: '{{name}} (rif. {{reference}})',
    empty: { title: 'Ancora niente qui', body: 'Gli elementi compaiono qui appena vengono aggiunti.' },
    form: {
      legend: 'Dettagli',
      save: 'Salva',
      saved: 'Salvato.',
      conflict: 'Qualcun altro ha modificato questo elemento mentre lo stavi modificando: ora si chiama «{{name}}». Le tue modifiche sono ancora qui; salva di nuovo per sostituire le sue.',
    },
  },
  de: {
    columns: { reference: 'Referenz', name: 'Bezeichnung', createdAt: 'Angelegt am', updatedAt: 'Zuletzt geändert' },
    rowLabel: '{{name}} (Ref. {{reference}})',
    empty: { title: 'Noch nichts vorhanden', body: 'Einträge erscheinen hier, sobald sie angelegt werden.' },
    form: {
      legend: 'Angaben',
      save: 'Speichern',
      saved: 'Gespeichert.',
      conflict: 'Jemand anderes hat diesen Eintrag geändert, während Sie ihn bearbeitet haben: Er heißt jetzt „{{name}}“. Ihre Änderungen sind noch da; speichern Sie erneut, um seine zu ersetzen.',
    },
  },
  nl: {
    columns: { reference: 'Referentie', name: 'Naam', createdAt: 'Aangemaakt', updatedAt: 'Laatst gewijzigd' },
    rowLabel: '{{name}} (ref. {{reference}})',
    empty: { title: 'Nog niets hier', body: 'Items verschijnen hier zodra ze zijn toegevoegd.' },
    form: {
      legend: 'Gegevens',
      save: 'Opslaan',
      saved: 'Opgeslagen.',
      conflict: 'Iemand anders heeft dit item gewijzigd terwijl u het bewerkte: het heet nu ‘{{name}}’. Uw wijzigingen staan er nog; sla opnieuw op om die van de ander te vervangen.',
    },
  },
  es: {
    columns: { reference: 'Referencia', name: 'Nombre', createdAt: 'Creado el', updatedAt: 'Última modificación' },
    rowLabel: '{{name}} (ref. {{reference}})',
    empty: { title: 'Aún no hay nada', body: 'Los registros aparecen aquí en cuanto se añaden.' },
    form: {
      legend: 'Datos',
      save: 'Guardar',
      saved: 'Guardado.',
      conflict: 'Otra persona ha cambiado este registro mientras lo editaba: ahora se llama «{{name}}». Sus cambios siguen aquí; guarde de nuevo para sustituir los de la otra persona.',
    },
  },
};

type CardPhrases = { card: { failed: string; total: string } };

/** The dashboard card's texts (`--dashboard-card`). */
export const CARD_PHRASES: Record<LocaleFolder, CardPhrases> = {
  en: { card: { failed: 'The count could not be loaded.', total: '{{formatted}} in all' } },
  fr: { card: { failed: 'Le nombre n’a pas pu être chargé.', total: '{{formatted}} au total' } },
  it: { card: { failed: 'Impossibile caricare il conteggio.', total: '{{formatted}} in tutto' } },
  de: { card: { failed: 'Die Anzahl konnte nicht geladen werden.', total: '{{formatted}} insgesamt' } },
  nl: { card: { failed: 'Het aantal kon niet worden geladen.', total: '{{formatted}} in totaal' } },
  es: { card: { failed: 'No se pudo cargar el recuento.', total: '{{formatted}} en total' } },
};
