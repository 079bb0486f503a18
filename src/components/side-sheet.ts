/**
 * Where a page's side sheet (the action panel of a record) is drawn: beside `<main>`, not inside
 * it, so the sheet is a landmark of its own and the page beside it stays as it is (AppLayout).
 */
export const SIDE_SHEET_SLOT_ID = 'side-sheet';
