import { render, screen } from '@testing-library/react';
import { TemplateBodyPreview } from './TemplateBodyPreview';

/** The preview document the frame shows, parsed as the browser parses its srcdoc. */
function previewOf(hml: string): Document {
  render(<TemplateBodyPreview hml={hml} title="Preview of Reminder" />);
  const frame = screen.getByTitle('Preview of Reminder');
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
}

function policyOf(doc: Document): Map<string, string[]> {
  const meta = doc.head.firstElementChild;
  expect(meta?.tagName).toBe('META');
  expect(meta?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
  return new Map(
    (meta?.getAttribute('content') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('TemplateBodyPreview', () => {
  it('shows the template in a frame that may run nothing', () => {
    render(<TemplateBodyPreview hml="<p>Dear customer</p>" title="Preview of Reminder" />);
    const frame = screen.getByTitle('Preview of Reminder');
    expect(frame.tagName).toBe('IFRAME');
    // An empty sandbox: no scripts, forms, popups, top navigation, and an opaque origin.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it("carries its own policy, first in <head>: nothing by default, images from data: and blob: only, inline styles, no scripts", () => {
    const doc = previewOf('<p>Dear customer</p><img src="https://tracker.example/pixel.gif" alt="">');
    const policy = policyOf(doc);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'img-src': ['data:', 'blob:'],
      'style-src': ["'unsafe-inline'"],
    });
    // Not one network source: a remote image (a tracking pixel) or font cannot load whatever the
    // page's own policy allows.
    expect([...policy.values()].flat().filter((source) => /^https?:|^\*|\./.test(source))).toEqual([]);
    expect(doc.body.innerHTML).toContain('Dear customer');
  });
});
