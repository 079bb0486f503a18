import { useRef } from 'react';
import { useInView } from '@/lib/use-in-view';
import { useProtectedImage } from '@/api/protected-image';

type ProtectedImageProps = {
  /** API path of the image, e.g. `/administrations/{id}/images/{imageId}`; null shows the placeholder. */
  path: string | null;
  alt: string;
  className?: string;
};

/** An image behind the bearer token, fetched only when scrolled into view; a placeholder until then or on failure. */
export function ProtectedImage({ path, alt, className = '' }: ProtectedImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  const { src, status } = useProtectedImage(path, inView);
  return (
    <div ref={ref} className={`relative overflow-hidden bg-slate-100 ${className}`} data-image-status={status}>
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover object-top" />
      ) : (
        <ImagePlaceholder busy={status === 'loading'} />
      )}
    </div>
  );
}

function ImagePlaceholder({ busy }: { busy: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 120 90"
      className={`size-full text-slate-300 ${busy ? 'animate-pulse' : ''}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect x="35" y="25" width="50" height="40" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="50" cy="38" r="5" fill="currentColor" />
      <path d="M38 62l14-14 10 10 8-6 13 10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
