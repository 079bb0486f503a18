import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, NAMESPACES } from '@/lib/i18n';
import { waitScale } from './wait-scale';

/**
 * findBy… and waitFor poll until what the user would see is there; on a machine whose cores are
 * shared by several suites, Testing Library's default second is too short for a lazily loaded
 * control or a page of forty cards. What is asserted does not change, only how long it may take:
 * 10 s, under the 15 s a test may run (vitest.config.ts). At 3 s, four component tests failed
 * when the unit suite ran beside two others on two cores (a sign-in's way back to /templates,
 * forty cards sorted, a record's communication tab, the card menu after a duplicate).
 */
configure({ asyncUtilTimeout: 10_000 * waitScale() });

/**
 * i18n for tests: every namespace's English resources loaded synchronously from the real locale
 * files, no HTTP and no language detection, so components render their final text on the first
 * pass whichever namespaces they use (the routes' `loadNamespaces` finds them loaded).
 */
const ENGLISH_FILES = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', { eager: true, import: 'default' });
const english = Object.fromEntries(NAMESPACES.map((ns) => {
  const file = ENGLISH_FILES[`../../public/locales/en/${ns}.json`];
  if (!file) throw new Error(`public/locales/en/${ns}.json is missing`);
  return [ns, file];
}));
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: 'en-US',
    ns: [...NAMESPACES],
    resources: { 'en-US': english },
    initAsync: false,
  });
}

/** The test DOMs have no object URLs; protected images need them once their blob arrives. */
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:http://localhost/test-${++next}`;
  URL.revokeObjectURL = () => undefined;
}

/** A test DOM may have no ResizeObserver; Headless UI watches anchored menus with it. Nothing resizes here. */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** The test DOMs do not scroll; the router's scroll restoration calls this on every navigation. */
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
