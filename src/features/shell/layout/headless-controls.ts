/** The deferred chunk of deferred-controls.tsx: what of the frame the first paint does not need. */
export { AdministrationSwitcher } from './AdministrationSwitcher';
export { LanguageSwitcher } from './LanguageSwitcher';
export { NavigationDrawer } from './NavigationDrawer';
export { UserMenu } from './UserMenu';
export { SettledRouteProgressBar as RouteProgressBar } from './SettledWatchers';
export { OfflineBanner } from './OfflineBanner';
export { SearchControl } from '../search/SearchControl';
export { SkipToList } from '../search/SkipToList';
export { AreaWarmUp } from './AreaWarmUp';
