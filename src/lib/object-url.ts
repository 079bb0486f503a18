/**
 * Object URLs shared per blob and released when the last component showing them unmounts.
 * Revocation waits a tick so a StrictMode unmount/remount (or a card that re-mounts while
 * scrolling) keeps the same URL instead of showing a revoked one.
 */
const entries = new Map<Blob, { url: string; users: number }>();

export function objectUrlFor(blob: Blob): string {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry.url;
}

export function retainObjectUrl(blob: Blob): () => void {
  objectUrlFor(blob);
  const entry = entries.get(blob)!;
  entry.users += 1;
  return () => {
    entry.users -= 1;
    setTimeout(() => {
      if (entry.users > 0 || entries.get(blob) !== entry) return;
      URL.revokeObjectURL(entry.url);
      entries.delete(blob);
    }, 0);
  };
}

