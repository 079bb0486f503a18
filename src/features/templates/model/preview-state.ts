import type { Media } from '@/api/generated/model';

/**
 * The editor's client state of SPEC §3/§4: the preview type (default email) and the generated
 * preview content, which belongs to one template of one administration.
 */
export type PreviewState = {
  administrationId: string;
  templateId: string;
  previewType: Media;
  /** What the preview last showed (sanitised HTML or text); null before the first render. */
  generated: string | null;
};

export type PreviewEvent =
  /** A template is initialised (opened, or loaded again): SPEC §4 resets the preview type. */
  | { type: 'initialise'; administrationId: string; templateId: string }
  | { type: 'select'; previewType: Media }
  | { type: 'generated'; content: string }
  /** SPEC §4: generated preview content is cleared when the administration changes. */
  | { type: 'administrationChanged'; administrationId: string };

export const DEFAULT_PREVIEW: Media = 'email';

export function initialPreviewState(administrationId: string, templateId: string): PreviewState {
  return { administrationId, templateId, previewType: DEFAULT_PREVIEW, generated: null };
}

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case 'initialise':
      return initialPreviewState(event.administrationId, event.templateId);
    case 'select':
      return event.previewType === state.previewType ? state : { ...state, previewType: event.previewType };
    case 'generated':
      return event.content === state.generated ? state : { ...state, generated: event.content };
    case 'administrationChanged':
      return event.administrationId === state.administrationId ? state : { ...state, administrationId: event.administrationId, generated: null };
  }
}
