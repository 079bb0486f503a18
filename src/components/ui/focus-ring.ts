/**
 * The one keyboard focus ring of the product (the `focus-ring` utility of src/index.css): an
 * outline (it follows rounded corners, does not fight `ring-*` shadows used for borders, and stays
 * visible in forced-colours mode), shown only for keyboard focus, in the theme's `--color-focus`.
 * Every focusable element of the product uses it.
 */
export const focusRing = 'focus-ring';

/**
 * Put on a dark surface (the sidebar, a toast): every focus ring inside it turns light so it keeps
 * its contrast against the background.
 */
export const darkSurface = 'dark-surface';
