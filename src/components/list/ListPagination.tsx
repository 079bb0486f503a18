import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { formatNumber } from '@/lib/format';
import { PAGE_SIZES, type PageSize } from '@/lib/list/search-schema';

type ListPaginationProps = {
  page: number;
  perPage: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: PageSize) => void;
  /** The pointer is on Next, or focus: the list may fetch that page already. */
  onNextIntent?: () => void;
};

/** Rows per page (10/25/50/100), where we are ("26–50 of 1,234"), and the way to the other pages. */
export function ListPagination({ page, perPage, total, onPageChange, onPerPageChange, onNextIntent }: ListPaginationProps) {
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const selectId = useId();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  const number = (value: number) => formatNumber(value, language);

  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-800">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId}>{t('pagination.perPage')}</label>
        <select
          id={selectId}
          value={perPage}
          onChange={(event) => onPerPageChange(Number(event.target.value) as PageSize)}
          className={`min-h-9 rounded-md border border-slate-300 bg-white px-2 ${focusRing}`}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p>{t('pagination.range', { from: number(from), to: number(to), total: number(total) })}</p>
      <div className="flex items-center gap-1">
        <Button variant="subtle" size="sm" onClick={() => onPageChange(1)} disabled={page <= 1}>
          {t('pagination.first')}
        </Button>
        <Button variant="subtle" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          {t('pagination.previous')}
        </Button>
        <span aria-current="page" className="px-2">
          {t('pagination.page', { page: number(Math.min(page, pages)), pages: number(pages) })}
        </span>
        <Button variant="subtle" size="sm" onClick={() => onPageChange(page + 1)} onPointerEnter={onNextIntent} onFocus={onNextIntent} disabled={page >= pages}>
          {t('pagination.next')}
        </Button>
        <Button variant="subtle" size="sm" onClick={() => onPageChange(pages)} disabled={page >= pages}>
          {t('pagination.last')}
        </Button>
      </div>
    </nav>
  );
}
