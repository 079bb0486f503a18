/**
 * The page hidden frames return to (`AUTH_CALLBACK_PATHS.silent`): the provider's answer to a
 * session check or a silent sign-out is handed to the app window that made the frame, by
 * oidc-client-ts itself. Nothing else runs here: no app, no configuration, no third party, so a
 * frame answers in milliseconds and no token or code meets any other script.
 */
import { UserManager } from 'oidc-client-ts';

// Handing the answer on needs no provider settings; these only satisfy the constructor.
const handOver = new UserManager({
  authority: window.location.origin,
  client_id: 'silent-callback',
  redirect_uri: window.location.href,
  automaticSilentRenew: false,
  monitorSession: false,
});

handOver.signinSilentCallback(window.location.href).catch((error: unknown) => {
  console.error('The sign-in answer could not be handed to the app', error instanceof Error ? error.message : 'unknown error');
});
