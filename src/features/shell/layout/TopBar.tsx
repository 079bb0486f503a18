import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/lib/config';
import { Brand } from './Brand';
import { AdministrationSwitcher, LanguageSwitcher, SearchButton, UserMenu } from './deferred-controls';
import { Icon } from './icons';
import { topBarButtonClass } from './styles';

type TopBarProps = {
  onOpenNavigation: () => void;
  navigationOpen: boolean;
  onSignOut: () => void | Promise<void>;
  signingOut: boolean;
  onOpenCookiePreferences?: () => void;
};

/**
 * The bar above every page: the administration being worked in, the search (Ctrl/⌘-K), the
 * interface language and the user. On narrow screens it also opens the navigation drawer and wraps the administration onto
 * a row of its own.
 */
export function TopBar({ onOpenNavigation, navigationOpen, onSignOut, signingOut, onOpenCookiePreferences }: TopBarProps) {
  const { t } = useTranslation('shell');
  const mock = getRuntimeConfig().mock !== 'off';
  return (
    <header className="z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:sticky sm:top-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-3 sm:px-6 lg:min-h-16 lg:px-8">
        <button
          type="button"
          onClick={onOpenNavigation}
          aria-expanded={navigationOpen}
          className={`${topBarButtonClass} -ml-1 lg:hidden`}
        >
          <Icon name="menu" className="size-6" />
          <span className="sr-only">{t('openNavigation')}</span>
        </button>
        <div className="mr-1 lg:hidden">
          <Brand tone="light" compact />
        </div>
        <AdministrationSwitcher className="order-last basis-full sm:order-none sm:basis-auto" />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <SearchButton />
          {mock && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset">
              {t('app.mockBadge')}
            </span>
          )}
          <LanguageSwitcher />
          <UserMenu onSignOut={onSignOut} signingOut={signingOut} onOpenCookiePreferences={onOpenCookiePreferences} />
        </div>
      </div>
    </header>
  );
}
