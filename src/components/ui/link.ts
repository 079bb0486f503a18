/**
 * Link looks of the kit (the `link-*` utilities of src/index.css), with the kit's focus ring.
 *
 * A link inside running text or under a form: always underlined, so it never relies on colour alone.
 */
export const textLinkClass = 'link-text';

/** A link whose place already says it is one (a breadcrumb, "back to the list"): underlined on hover. */
export const quietLinkClass = 'link-quiet';
