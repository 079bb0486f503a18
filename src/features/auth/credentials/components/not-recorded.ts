/**
 * Props for an element whose content session recorders must never capture (a two-factor key, its
 * QR code, a token on screen), in the conventions the common recorders honour: Hotjar
 * (`data-hj-suppress`), LogRocket and others (`data-private`), Microsoft Clarity
 * (`data-clarity-mask`), Sentry replay (`data-sentry-block`, `sentry-block`), FullStory
 * (`fs-exclude`) and PostHog (`ph-no-capture`).
 */
export function notRecorded(className = ''): {
  className: string;
  'data-hj-suppress': '';
  'data-private': '';
  'data-clarity-mask': 'true';
  'data-sentry-block': '';
} {
  return {
    className: `${className} fs-exclude ph-no-capture sentry-block`.trim(),
    'data-hj-suppress': '',
    'data-private': '',
    'data-clarity-mask': 'true',
    'data-sentry-block': '',
  };
}
