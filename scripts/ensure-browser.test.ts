import { describe, expect, it, vi } from 'vitest';
import { ensureBrowser, INSTALL_COMMAND } from './ensure-browser';

function fakeSystem(overrides: { present?: boolean; canInstall?: boolean; installs?: boolean; explicitPath?: string }) {
  let present = overrides.present ?? false;
  const install = vi.fn(() => {
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
    expect(os.install).toHaveBeenCalledOnce();
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

  it('says so when the install did not bring the browser', () => {
    const os = fakeSystem({ canInstall: true, installs: false });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => ensureBrowser('/usr/bin/chromium', os)).toThrow('still missing');
  });
});
