import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Media } from '@/api/generated/model';

/** SPEC §9: the channels, in the order they are always shown. */
export const CHANNELS: readonly Media[] = ['email', 'letter', 'call', 'sms', 'whatsapp'];

const PATHS: Record<Media, ReactNode> = {
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  letter: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  call: (
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  sms: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth="2.5" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7z" />
      <path d="M9.5 8.5c0 3 3 6 6 6l1-1.5-2-1-1 .8a4 4 0 0 1-2.3-2.3l.8-1-1-2z" />
    </>
  ),
};

type ChannelIconProps = {
  channel: Media;
  className?: string;
  /** The icon's accessible name; none when a visible label follows it (the icon is then decorative). */
  label?: string;
};

/**
 * One channel's icon. It translates nothing itself: the list passes the names in, so a grid of a
 * thousand cards asks i18next once per card, not once per icon.
 */
function ChannelIcon({ channel, className = 'size-4', label }: ChannelIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {PATHS[channel]}
    </svg>
  );
}

export function sortChannels(media: readonly Media[]): Media[] {
  return CHANNELS.filter((channel) => media.includes(channel));
}

type ChannelIconsProps = {
  media: readonly Media[];
  withLabels?: boolean;
  /** The templates' translations of the component showing the icons: a card then holds one translation hook, not two. */
  t: TFunction<'templates'>;
};

/** The channels a template covers, as icons (with visible names when `withLabels`). */
export function ChannelIcons({ media, withLabels = false, t }: ChannelIconsProps) {
  const channels = sortChannels(media);
  if (channels.length === 0) return <p className="text-xs text-slate-600">{t('card.noChannels')}</p>;
  return (
    <ul aria-label={t('card.channels')} className={`flex flex-wrap ${withLabels ? 'gap-3' : 'gap-1.5'}`}>
      {channels.map((channel) => (
        <li key={channel} className="flex items-center gap-1 text-slate-700">
          <ChannelIcon channel={channel} label={withLabels ? undefined : t(`channels.${channel}`)} />
          {withLabels && <span className="text-sm">{t(`channels.${channel}`)}</span>}
        </li>
      ))}
    </ul>
  );
}
