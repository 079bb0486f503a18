/**
 * The texts of a scaffolded area's screens in every language the product speaks (one folder per
 * language; en serves en-US and en-GB). They name no area, so they are right for any; an area
 * rewords them in its namespace file as its screens grow.
 */
export type LocaleFolder = 'en' | 'fr' | 'it' | 'de' | 'nl' | 'es';

export const LOCALE_FOLDERS: readonly LocaleFolder[] = ['en', 'fr', 'it', 'de', 'nl', 'es'];

type Phrases = {
  list: {
    loading: string;
    caption: string;
    columns: { reference: string; name: string; createdAt: string };
    search: { label: string; field: string; value: string; submit: string };
    empty: { title: string; body: string };
    noMatch: { title: string; body: string };
    pagination: { label: string; status: string; perPage: string; previous: string; next: string };
  };
  detail: { heading: string; loading: string; back: string; updatedAt: string; notFound: { title: string; body: string } };
};

export const PHRASES: Record<LocaleFolder, Phrases> = {
  en: {
    list: {
      loading: 'Loading the list',
      caption: 'Page {{page}} of {{pages}}',
      columns: { reference: 'Reference', name: 'Name', createdAt: 'Created' },
      search: { label: 'Search the list', field: 'Search in', value: 'Search for', submit: 'Search' },
      empty: { title: 'Nothing here yet', body: 'Records appear here as soon as they are added.' },
      noMatch: { title: 'No results', body: 'Nothing matches “{{search}}”. Try another search.' },
      pagination: { label: 'Pages', status: 'Page {{page}} of {{pages}} · {{total}} in all', perPage: 'Per page', previous: 'Previous page', next: 'Next page' },
    },
    detail: {
      heading: 'Record',
      loading: 'Loading the record',
      back: 'Back to the list',
      updatedAt: 'Last changed',
      notFound: { title: 'Record not found', body: 'It does not exist, or it belongs to another administration.' },
    },
  },
  fr: {
    list: {
      loading: 'Chargement de la liste',
      caption: 'Page {{page}} sur {{pages}}',
      columns: { reference: 'Référence', name: 'Nom', createdAt: 'Créé le' },
      search: { label: 'Rechercher dans la liste', field: 'Rechercher dans', value: 'Texte recherché', submit: 'Rechercher' },
      empty: { title: 'Rien pour l’instant', body: 'Les enregistrements apparaissent ici dès qu’ils sont ajoutés.' },
      noMatch: { title: 'Aucun résultat', body: 'Rien ne correspond à « {{search}} ». Essayez une autre recherche.' },
      pagination: { label: 'Pagination', status: 'Page {{page}} sur {{pages}} · {{total}} au total', perPage: 'Par page', previous: 'Page précédente', next: 'Page suivante' },
    },
    detail: {
      heading: 'Enregistrement',
      loading: 'Chargement de l’enregistrement',
      back: 'Retour à la liste',
      updatedAt: 'Dernière modification',
      notFound: { title: 'Enregistrement introuvable', body: 'Il n’existe pas ou appartient à une autre administration.' },
    },
  },
  it: {
    list: {
      loading: 'Caricamento dell’elenco',
      caption: 'Pagina {{page}} di {{pages}}',
      columns: { reference: 'Riferimento', name: 'Nome', createdAt: 'Creato il' },
      search: { label: 'Cerca nell’elenco', field: 'Cerca in', value: 'Testo da cercare', submit: 'Cerca' },
      empty: { title: 'Ancora niente qui', body: 'Gli elementi compaiono qui appena vengono aggiunti.' },
      noMatch: { title: 'Nessun risultato', body: 'Nessun elemento corrisponde a «{{search}}». Prova un’altra ricerca.' },
      pagination: { label: 'Paginazione', status: 'Pagina {{page}} di {{pages}} · {{total}} in tutto', perPage: 'Per pagina', previous: 'Pagina precedente', next: 'Pagina successiva' },
    },
    detail: {
      heading: 'Elemento',
      loading: 'Caricamento dell’elemento',
      back: 'Torna all’elenco',
      updatedAt: 'Ultima modifica',
      notFound: { title: 'Elemento non trovato', body: 'Non esiste o appartiene a un’altra amministrazione.' },
    },
  },
  de: {
    list: {
      loading: 'Liste wird geladen',
      caption: 'Seite {{page}} von {{pages}}',
      columns: { reference: 'Referenz', name: 'Bezeichnung', createdAt: 'Angelegt am' },
      search: { label: 'Liste durchsuchen', field: 'Suchen in', value: 'Suchbegriff', submit: 'Suchen' },
      empty: { title: 'Noch nichts vorhanden', body: 'Einträge erscheinen hier, sobald sie angelegt werden.' },
      noMatch: { title: 'Keine Treffer', body: 'Nichts passt zu „{{search}}“. Versuchen Sie eine andere Suche.' },
      pagination: { label: 'Seitennavigation', status: 'Seite {{page}} von {{pages}} · {{total}} insgesamt', perPage: 'Pro Seite', previous: 'Vorherige Seite', next: 'Nächste Seite' },
    },
    detail: {
      heading: 'Eintrag',
      loading: 'Eintrag wird geladen',
      back: 'Zurück zur Liste',
      updatedAt: 'Zuletzt geändert',
      notFound: { title: 'Eintrag nicht gefunden', body: 'Er existiert nicht oder gehört zu einer anderen Administration.' },
    },
  },
  nl: {
    list: {
      loading: 'Lijst wordt geladen',
      caption: 'Pagina {{page}} van {{pages}}',
      columns: { reference: 'Referentie', name: 'Naam', createdAt: 'Aangemaakt' },
      search: { label: 'Lijst doorzoeken', field: 'Zoeken in', value: 'Zoekterm', submit: 'Zoeken' },
      empty: { title: 'Nog niets hier', body: 'Items verschijnen hier zodra ze zijn toegevoegd.' },
      noMatch: { title: 'Geen resultaten', body: 'Niets komt overeen met ‘{{search}}’. Probeer een andere zoekopdracht.' },
      pagination: { label: 'Paginering', status: 'Pagina {{page}} van {{pages}} · {{total}} in totaal', perPage: 'Per pagina', previous: 'Vorige pagina', next: 'Volgende pagina' },
    },
    detail: {
      heading: 'Item',
      loading: 'Item wordt geladen',
      back: 'Terug naar de lijst',
      updatedAt: 'Laatst gewijzigd',
      notFound: { title: 'Item niet gevonden', body: 'Het bestaat niet of hoort bij een andere administratie.' },
    },
  },
  es: {
    list: {
      loading: 'Cargando la lista',
      caption: 'Página {{page}} de {{pages}}',
      columns: { reference: 'Referencia', name: 'Nombre', createdAt: 'Creado el' },
      search: { label: 'Buscar en la lista', field: 'Buscar en', value: 'Texto a buscar', submit: 'Buscar' },
      empty: { title: 'Aún no hay nada', body: 'Los registros aparecen aquí en cuanto se añaden.' },
      noMatch: { title: 'Sin resultados', body: 'Nada coincide con «{{search}}». Pruebe otra búsqueda.' },
      pagination: { label: 'Paginación', status: 'Página {{page}} de {{pages}} · {{total}} en total', perPage: 'Por página', previous: 'Página anterior', next: 'Página siguiente' },
    },
    detail: {
      heading: 'Registro',
      loading: 'Cargando el registro',
      back: 'Volver a la lista',
      updatedAt: 'Última modificación',
      notFound: { title: 'Registro no encontrado', body: 'No existe o pertenece a otra administración.' },
    },
  },
};
