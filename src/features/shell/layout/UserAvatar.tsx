import { useProtectedImage } from '@/api/protected-image';
import { usePageSettled } from '@/navigation/page-settled';

type UserAvatarProps = {
  administrationId: string | null;
  userId: string | undefined;
  name: string | undefined;
  hasAvatar: boolean;
  className?: string;
};

/** "AV" for Anna de Vries: the first letters of the first and last word of the name. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase();
}

/**
 * The user's picture, fetched with the bearer token like every protected image (the same cache
 * and object-URL lifetime as ProtectedImage), or their initials while it loads, when it fails and
 * when they have none. Decorative: the control it sits in names the user. So it is asked for only
 * once the page has loaded and the browser is idle: it never competes with the page's own requests
 * and first paint (the profile it needs arrives with them; the picture would be a round trip more
 * before the page).
 */
export function UserAvatar({ administrationId, userId, name, hasAvatar, className = 'size-8 text-xs' }: UserAvatarProps) {
  const path = hasAvatar && administrationId && userId ? `/administrations/${encodeURIComponent(administrationId)}/users/${encodeURIComponent(userId)}/avatar` : null;
  const { src } = useProtectedImage(path, usePageSettled());
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      className={`relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-blue-800 font-semibold text-white ring-1 ring-slate-900/10 ${className}`}
    >
      {initials || <UserGlyph />}
      {src && <img src={src} alt="" className="absolute inset-0 size-full object-cover" />}
    </span>
  );
}

function UserGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} className="size-1/2" aria-hidden="true">
      <circle cx={12} cy={8} r={4} />
      <path d="M5 20c0-3.9 3.1-7 7-7s7 3.1 7 7" />
    </svg>
  );
}
