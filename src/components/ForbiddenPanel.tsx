import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './ui/Button';

type ForbiddenPanelProps = {
  /** 1 when the panel stands in for a whole page (the app layout's forbidden gate); 2 inside a page. */
  headingLevel?: 1 | 2;
  /** Offer the way back to the dashboard (default), which every user may open. */
  showDashboardLink?: boolean;
};

/** The user lacks the permission in this administration: the server refused (403) or the route requires it. */
export function ForbiddenPanel({ headingLevel = 2, showDashboardLink = true }: ForbiddenPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className="state-panel"
    >
      <p aria-hidden="true" className="text-5xl font-bold text-blue-900">
        403
      </p>
      <Heading id={titleId} className="text-xl font-semibold">
        {t('errors.forbiddenTitle')}
      </Heading>
      <p className="text-slate-700">{t('errors.forbiddenBody')}</p>
      {showDashboardLink && (
        <Link to="/dashboard" className={buttonClass()}>
          {t('errors.backToDashboard')}
        </Link>
      )}
    </section>
  );
}
