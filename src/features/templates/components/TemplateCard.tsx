import { Link } from '@tanstack/react-router';
import { lazy, memo, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@/api/generated/model';
import { ProtectedImage } from '@/components/ProtectedImage';
import { focusRing } from '@/components/ui/focus-ring';
import { formatDateTime } from '@/lib/format';
import { useInView } from '@/lib/use-in-view';
import type { PendingAction } from '../api/use-template-actions';
import { type MenuOpener, MenuIcon, menuButtonClass } from './card-menu-shared';
import { ChannelIcons } from './ChannelIcons';
import { NameWithTooltip } from './NameWithTooltip';

export function thumbnailPath(administrationId: string, imageId: string | null): string | null {
  return imageId
    ? `/administrations/${encodeURIComponent(administrationId)}/images/${encodeURIComponent(imageId)}`
    : null;
}

type TemplateCardProps = {
  template: TemplateSummary;
  administrationId: string;
  /** Manage_Configuration: the thumbnail opens the template and the card has a menu. */
  canManage: boolean;
  pending: PendingAction | undefined;
  language: string;
  onDuplicate: (templateId: string) => void;
  onDelete: (templateId: string, etag: string) => void;
};

/**
 * Headless UI (with floating-ui) is the largest part of this screen and no card needs it for the
 * first paint: it is loaded after the grid shows, and a look-alike placeholder stands in until then.
 */
const loadTemplateCardMenu = () => import('./TemplateCardMenu');
const TemplateCardMenu = lazy(loadTemplateCardMenu);

/** Warms the menu chunk (the grid does once it has painted), so the first menu opens without a wait. */
export function preloadTemplateCardMenu(): void {
  void loadTemplateCardMenu();
}

/**
 * One template in the grid. Memoised: the list can hold 1,000 of these, and React Query keeps the
 * object of an unchanged template identical across refetches, so only changed cards re-render.
 */
export const TemplateCard = memo(function TemplateCard({
  template,
  administrationId,
  canManage,
  pending,
  language,
  onDuplicate,
  onDelete,
}: TemplateCardProps) {
  const { t } = useTranslation('templates');
  const nameId = useId();
  const cardRef = useRef<HTMLElement>(null);
  // A Headless UI menu per card is the costliest part of a 1,000-card grid: a card gets its real
  // menu once it comes near the viewport. Until then a look-alike placeholder stands in; using it
  // swaps in the real menu, opened. (Only after the click: swapping on focus would lose the click.)
  const nearView = useInView(cardRef);
  const [openedBy, setOpenedBy] = useState<MenuOpener | null>(null);
  // If the card comes into view while its placeholder has focus, the real button takes it over.
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  const modified = template['last-modified-date'];
  const menuPlaceholder = (
    <MenuPlaceholder
      label={t('card.actions', { name: template.name })}
      disabled={Boolean(pending)}
      onFocusChange={setPlaceholderFocused}
      onOpen={setOpenedBy}
    />
  );
  const thumbnail = (
    <ProtectedImage path={thumbnailPath(administrationId, template.thumbnail)} alt="" className="aspect-[4/3] w-full" />
  );

  return (
    <li className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
      <article
        ref={cardRef}
        aria-labelledby={nameId}
        aria-busy={pending ? true : undefined}
        className={`flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm ${pending ? 'opacity-60' : ''}`}
      >
        {canManage ? (
          <Link
            to="/templates/$templateId"
            params={{ templateId: template.id }}
            aria-label={t('card.open', { name: template.name })}
            className={`block overflow-hidden rounded-t-lg hover:opacity-90 ${focusRing}`}
          >
            {thumbnail}
          </Link>
        ) : (
          <div className="overflow-hidden rounded-t-lg">{thumbnail}</div>
        )}
        <div className="flex flex-1 items-start gap-1 p-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h2 id={nameId} className="text-sm font-semibold text-slate-900">
              <NameWithTooltip name={template.name} />
            </h2>
            <ChannelIcons media={template.media} t={t} />
            <p className="text-xs text-slate-600">
              <time dateTime={modified}>{t('card.lastModified', { date: formatDateTime(modified, language) })}</time>
            </p>
            {pending && (
              <p className="text-xs font-medium text-slate-800">{t(`card.${pending}`)}</p>
            )}
          </div>
          {canManage && (
            <Suspense fallback={menuPlaceholder}>
              {nearView || openedBy ? (
                <TemplateCardMenu
                  template={template}
                  disabled={Boolean(pending)}
                  openOnMount={openedBy}
                  focusOnMount={placeholderFocused}
                  onDuplicate={onDuplicate}
                  onDelete={onDelete}
                />
              ) : (
                menuPlaceholder
              )}
            </Suspense>
          )}
        </div>
      </article>
    </li>
  );
});

type MenuPlaceholderProps = {
  /** The real button's name (given by the card: one translation hook per card, not two). */
  label: string;
  disabled: boolean;
  onFocusChange: (focused: boolean) => void;
  onOpen: (opener: MenuOpener) => void;
};

/** Looks and is named like the real menu button; using it swaps in the real menu, opened. */
function MenuPlaceholder({ label, disabled, onFocusChange, onOpen }: MenuPlaceholderProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      disabled={disabled}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      onClick={(event) => onOpen(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          onOpen('keyboard');
        }
      }}
      className={menuButtonClass}
    >
      <MenuIcon />
    </button>
  );
}
