/** The deferred chunk of deferred-controls.tsx: everything of the frame that needs Headless UI. */
export { AdministrationSwitcher } from './AdministrationSwitcher';
export { LanguageSwitcher } from './LanguageSwitcher';
export { NavigationDrawer } from './NavigationDrawer';
export { UserMenu } from './UserMenu';
