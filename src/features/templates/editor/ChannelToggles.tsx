import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '@/api/generated/model';
import { focusRing } from '@/components/ui/focus-ring';
import { CHANNELS } from '../model/channels';
import { toggleMedia } from '../model/media';

/** The channels of the template: each a pressed/not-pressed button that toggles it in or out (SPEC §4). */
export function ChannelToggles({ media, onChange, disabled }: { media: readonly Media[]; onChange: (media: Media[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('templates');
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <span id={id} className="text-sm font-medium text-slate-800">
        {t('editor.channels')}
      </span>
      <div className="flex flex-wrap gap-2">
        {CHANNELS.map((channel) => {
          const on = media.includes(channel);
          return (
            <button
              key={channel}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(toggleMedia(media, channel))}
              className={`flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm ${on ? 'border-blue-800 bg-blue-50 font-semibold text-blue-950' : 'border-slate-300 bg-white text-slate-700'} ${focusRing}`}
            >
              {t(`channels.${channel}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
