import { describe, expect, it } from 'vitest';
import { initialPreviewState, previewReducer } from './preview-state';

describe('preview state (SPEC §3/§4)', () => {
  it('starts on the e-mail preview with nothing generated', () => {
    expect(initialPreviewState('adm-1', 't-1')).toEqual({ administrationId: 'adm-1', templateId: 't-1', previewType: 'email', generated: null });
  });

  it('initialising a template resets the preview type to email and drops what was generated', () => {
    let state = initialPreviewState('adm-1', 't-1');
    state = previewReducer(state, { type: 'select', previewType: 'sms' });
    state = previewReducer(state, { type: 'generated', content: 'Dear customer' });
    expect(state.previewType).toBe('sms');
    state = previewReducer(state, { type: 'initialise', administrationId: 'adm-1', templateId: 't-2' });
    expect(state).toMatchObject({ templateId: 't-2', previewType: 'email', generated: null });
    // The same template initialised again (a reload) resets it too.
    state = previewReducer(previewReducer(state, { type: 'select', previewType: 'letter' }), { type: 'initialise', administrationId: 'adm-1', templateId: 't-2' });
    expect(state.previewType).toBe('email');
  });

  it('clears the generated content when the administration changes, and only then', () => {
    let state = previewReducer(initialPreviewState('adm-1', 't-1'), { type: 'generated', content: '<p>Hi</p>' });
    expect(previewReducer(state, { type: 'administrationChanged', administrationId: 'adm-1' }).generated).toBe('<p>Hi</p>');
    state = previewReducer(state, { type: 'administrationChanged', administrationId: 'adm-2' });
    expect(state).toMatchObject({ administrationId: 'adm-2', generated: null });
  });
});
