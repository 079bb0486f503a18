import { defaultTemplateName, duplicateTemplateName, TEMPLATE_NAME_MAX_LENGTH } from './names';

describe('template names', () => {
  it('default name: prefix plus local YYYY-MM-DD HH:mm:ss', () => {
    // Local time on purpose: the spec asks for the user's local timestamp.
    const date = new Date(2026, 0, 5, 7, 8, 9);
    expect(defaultTemplateName('New template', date)).toBe('New template 2026-01-05 07:08:09');
    expect(defaultTemplateName('Nouveau modèle', new Date(2026, 10, 22, 23, 59, 0))).toBe(
      'Nouveau modèle 2026-11-22 23:59:00',
    );
  });

  it('duplicate name: "Copy of" plus the original name', () => {
    expect(duplicateTemplateName('Copy of', 'First payment reminder')).toBe('Copy of First payment reminder');
    expect(duplicateTemplateName('Copie de', 'Copy of Rappel')).toBe('Copie de Copy of Rappel');
  });

  it('never exceeds the longest name the API accepts', () => {
    const long = 'x'.repeat(TEMPLATE_NAME_MAX_LENGTH);
    const copy = duplicateTemplateName('Copy of', long);
    expect(copy).toHaveLength(TEMPLATE_NAME_MAX_LENGTH);
    expect(copy.startsWith('Copy of x')).toBe(true);
  });
});
