/**
 * Presets of input attributes for kinds of values, spread onto a field:
 * `<TextField label={…} {...emailInputProps} {...form.text('email')} />`.
 */

/** An e-mail address: the right keyboard, no autocorrection or capitals. */
export const emailInputProps = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  spellCheck: false,
  autoCapitalize: 'off',
} as const;

/** A one-time code from an authenticator app: digits, the OS may offer it, no spelling checks. */
export const oneTimeCodeInputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]*',
  spellCheck: false,
} as const;

/** A telephone number: the phone keypad, the browser may offer the user's own. */
export const phoneInputProps = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  spellCheck: false,
} as const;
