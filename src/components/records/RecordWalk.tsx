import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink } from '@/components/app-link';
import { handleWalkKeys, trailEntryAt, trailOf, type TrailEntry, viewAt, walkedTo } from '@/components/list/list-trail';
import { Button } from '@/components/ui/Button';
import { quietLinkClass } from '@/components/ui/link';
import { formatNumber } from '@/lib/format';

export type RecordWalkProps = {
  /** The route the list's rows open (`/invoices/$invoiceId`). */
  target: string;
  /** The open record's id. */
  id: string;
  /** The buttons' names: "Previous invoice", "Next invoice". */
  labels: { previous: string; next: string };
  /** Where a neighbour opens (the same tab of it, say); default: where its row in the list leads. */
  linkOf?: (entry: TrailEntry) => AppLink;
};

/**
 * On a record opened from a list: its place in the list ("3 of 57"), previous and next through the
 * list in its order and filters (across its pages: a neighbour on another page is read with that
 * page), `k` and `j` for the same, and the way back to the list as it was left (on the page of the
 * record shown). Nothing shows for a record not opened from a list.
 */
export function RecordWalk({ target, id, labels, linkOf }: RecordWalkProps) {
  const { t, i18n } = useTranslation('list');
  const navigate = useNavigate();
  const found = trailOf(target, id);
  const [state, setState] = useState<{ id: string; status: 'idle' | 'reading' | 'failed' }>({ id, status: 'idle' });
  const status = state.id === id ? state.status : 'idle';
  const reading = useRef<AbortController | null>(null);

  const go = async (direction: 'previous' | 'next') => {
    const current = trailOf(target, id);
    if (!current || reading.current) return;
    const index = current.index + (direction === 'next' ? 1 : -1);
    if (index < 0 || index >= current.trail.total) return;
    const controller = new AbortController();
    reading.current = controller;
    setState({ id, status: 'reading' });
    try {
      const entry = await trailEntryAt(current.trail, index, controller.signal);
      if (!entry) throw new Error('no such row');
      walkedTo(current.trail, index);
      setState({ id, status: 'idle' });
      await navigate({ ...(linkOf ? linkOf(entry) : entry.link), replace: true });
    } catch {
      if (!controller.signal.aborted) setState({ id, status: 'failed' });
    } finally {
      reading.current = null;
    }
  };
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });
  const walkable = found !== null;
  useEffect(() => (walkable ? handleWalkKeys((direction) => void latest.current(direction)) : undefined), [walkable]);
  useEffect(() => () => reading.current?.abort(), []);

  if (!found) return null;
  const { trail, index } = found;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <nav aria-label={t('walk.label')} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <Link to={trail.list.pathname} search={viewAt(trail, index)} className={quietLinkClass}>
        {t('walk.back')}
      </Link>
      <span>{t('walk.position', { position: formatNumber(index + 1, language), total: formatNumber(trail.total, language) })}</span>
      <span className="flex items-center gap-1">
        <Button variant="secondary" size="sm" disabled={index === 0 || status === 'reading'} onClick={() => void go('previous')} aria-keyshortcuts="k">
          <span aria-hidden="true">←</span> {labels.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={index >= trail.total - 1 || status === 'reading'} onClick={() => void go('next')} aria-keyshortcuts="j">
          {labels.next} <span aria-hidden="true">→</span>
        </Button>
      </span>
      {status === 'failed' && (
        <span role="alert" className="text-red-800">
          {t('walk.failed')}
        </span>
      )}
    </nav>
  );
}
