import { buildTranslation } from './build';

export default buildTranslation({
  consentTitle: 'Usamos cookies',
  consentDescription:
    'Usamos cookies estrictamente necesarias para el funcionamiento de esta aplicación. Con su consentimiento, también utilizamos analítica, grabación de sesiones y un chat de mensajería para mejorar nuestro servicio.',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar todo',
  managePreferences: 'Gestionar preferencias',
  preferencesTitle: 'Preferencias de cookies',
  savePreferences: 'Guardar preferencias',
  close: 'Cerrar',
  necessaryTitle: 'Estrictamente necesarias',
  necessaryDescription: 'Estas cookies son imprescindibles para que la aplicación funcione y no se pueden desactivar.',
  analyticsTitle: 'Rendimiento y analítica',
  analyticsDescription:
    'Estas cookies nos ayudan a entender cómo se usa la aplicación (analítica y grabación de sesiones) y hacen funcionar el chat de mensajería.',
  headers: { name: 'Nombre', duration: 'Duración', description: 'Descripción' },
  durations: {
    days12: '12 días',
    session: 'Sesión',
    week1: '1 semana',
    months9: '9 meses',
    days182: '182 días',
    days365: '365 días',
    minutes30: '30 minutos',
  },
  descriptions: {
    consent: 'Guarda sus preferencias de cookies.',
    ga: 'Distingue a los usuarios con fines analíticos.',
    gid: 'Distingue a los usuarios con fines analíticos.',
    chatSession: 'Mantiene su sesión del chat de mensajería.',
    chatDevice: 'Identifica su dispositivo para el chat de mensajería.',
    recordingUser: 'Le identifica entre distintas grabaciones de sesión.',
    recordingSession: 'Relaciona las páginas de una misma sesión grabada.',
  },
});
