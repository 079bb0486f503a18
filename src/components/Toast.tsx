import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { darkSurface, focusRing } from './ui/focus-ring';

type Toast = { id: number; message: string; tone: 'error' | 'success' };
type ToastApi = { showError: (message: string) => void; showSuccess: (message: string) => void };

const ToastContext = createContext<ToastApi | null>(null);
const VISIBLE_MS = 6000;

/** Short non-blocking messages, announced to screen readers, dismissed by time or by hand. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, tone: Toast['tone']) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ showError: (m) => show(m, 'error'), showSuccess: (m) => show(m, 'success') }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('common.notifications')}
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg ${darkSurface} ${
              toast.tone === 'error' ? 'bg-red-800 text-white' : 'bg-slate-900 text-white'
            }`}
          >
            <p className="flex-1">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className={`rounded px-1 text-white/90 hover:text-white ${focusRing}`}
              aria-label={t('common.dismiss')}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
