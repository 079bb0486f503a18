import type { LinkProps, RegisteredRouter } from '@tanstack/react-router';

/**
 * Where a link in a shared list (breadcrumbs, tabs, side navigation) goes. Loosely typed so one
 * component can take links to many routes: build them with `linkOptions(...)` where the route is
 * known, or check computed ones against the route tree in a test.
 */
export type AppLink = LinkProps<'a', RegisteredRouter, string, string>;
