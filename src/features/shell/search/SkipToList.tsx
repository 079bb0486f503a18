/**
 * "Skip to list", the first tab stop of a list page (a route made with `listRoute()`, which marks
 * it `staticData.list`): focus goes to the list's current row (the list kit's grid keeps one row
 * in the tab order; the arrows walk the rest), else into the list (the templates' cards), else to
 * the page.
 */
import { useMatches } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { skipLinkClass } from '../layout/styles';

function skipToList(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  const target =
    main.querySelector<HTMLElement>('[role="grid"] tbody tr[tabindex="0"]') ?? main.querySelector<HTMLElement>('[role="grid"], ul[aria-label]') ?? main;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

export function SkipToList() {
  const { t } = useTranslation('shell');
  const onList = useMatches({ select: (matches) => matches.some((match) => match.staticData.list) });
  if (!onList) return null;
  return (
    <a href="#main" onClick={skipToList} className={skipLinkClass}>
      {t('skipToList')}
    </a>
  );
}
