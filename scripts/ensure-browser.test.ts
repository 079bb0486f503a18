import { describe, expect, it, vi } from 'vitest';
import { HEADLESS_SHELL } from '../tests/e2e/browser';
import { ensureBrowser, ensureHeadlessShell, INSTALL_COMMAND } from './ensure-browser';

function fakeSystem(overrides: { present?: boolean; canInstall?: boolean; installs?: boolean; explicitPath?: string }) {
  let present = overrides.present ?? false;
  const install = vi.fn((_debianPackage: string) => {
    if (overrides.installs ?? true) present = true;
  });
  return { exists: () => present, canInstall: () => overrides.canInstall ?? false, install, explicitPath: overrides.explicitPath };
}

describe('ensureBrowser', () => {
  it('uses the browser that is there without installing anything', () => {
    const os = fakeSystem({ present: true, canInstall: true });
    expect(ensureBrowser('/usr/bin/chromium', os)).toBe('/usr/bin/chromium');
    expect(os.install).not.toHaveBeenCalled();
  });

  it('installs Debian chromium when it is missing and apt-get can run', () => {
    const os = fakeSystem({ canInstall: true });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureBrowser('/usr/bin/chromium', os)).toBe('/usr/bin/chromium');
    expect(os.install).toHaveBeenCalledExactlyOnceWith('chromium');
  });

  it('stops at once with the one command to run when it cannot install', () => {
    const os = fakeSystem({ canInstall: false });
    expect(() => ensureBrowser('/usr/bin/chromium', os)).toThrow(INSTALL_COMMAND);
    expect(os.install).not.toHaveBeenCalled();
  });

  it('never installs over a CHROMIUM_PATH that names nothing', () => {
    const os = fakeSystem({ canInstall: true, explicitPath: '/opt/chrome' });
    expect(() => ensureBrowser('/opt/chrome', os)).toThrow('CHROMIUM_PATH is /opt/chrome');
    expect(os.install).not.toHaveBeenCalled();
  });

  it("installs Debian's headless shell for the journeys, as it installs chromium", () => {
    const os = fakeSystem({ canInstall: true });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(ensureHeadlessShell(os)).toBe(HEADLESS_SHELL.path);
    expect(os.install).toHaveBeenCalledExactlyOnceWith('chromium-headless-shell');
  });

  it('lets the journeys run in the full Chromium, saying why, when the headless shell cannot be installed', () => {
    const os = fakeSystem({ canInstall: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(ensureHeadlessShell(os)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sudo apt-get install -y --no-install-recommends chromium-headless-shell'));
  });

  it('leaves the headless shell alone when CHROMIUM_PATH names the browser', () => {
    const os = fakeSystem({ canInstall: true, explicitPath: '/opt/chrome' });
    expect(ensureHeadlessShell(os)).toBeUndefined();
    expect(os.install).not.toHaveBeenCalled();
  });

  it('says so when the install did not bring the browser', () => {
    const os = fakeSystem({ canInstall: true, installs: false });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => ensureBrowser('/usr/bin/chromium', os)).toThrow('still missing');
  });
});
