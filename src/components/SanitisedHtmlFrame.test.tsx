import { render, screen } from '@testing-library/react';
import { apiImageIds } from '@/api/preview-images';
import { previewDocument, SanitisedHtmlFrame } from './SanitisedHtmlFrame';

/** The preview document the frame shows, parsed as the browser parses its srcdoc. */
function previewOf(hml: string): Document {
  render(<SanitisedHtmlFrame html={hml} title="Preview of Reminder" />);
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

describe('SanitisedHtmlFrame', () => {
  it('shows the template in a frame that may run nothing', () => {
    render(<SanitisedHtmlFrame html="<p>Dear customer</p>" title="Preview of Reminder" />);
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

  it('shows a changed document in a new frame, not by swapping the srcdoc of the old one', () => {
    const { rerender } = render(<SanitisedHtmlFrame html="<p>Dear customer</p>" title="Preview of Reminder" />);
    const first = screen.getByTitle('Preview of Reminder');
    rerender(<SanitisedHtmlFrame html="<p>Dear customer</p>" title="Preview of Reminder" />);
    expect(screen.getByTitle('Preview of Reminder')).toBe(first);
    rerender(<SanitisedHtmlFrame html="<p>Dear customer, pay today</p>" title="Preview of Reminder" />);
    const second = screen.getByTitle('Preview of Reminder');
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(second.getAttribute('srcdoc')).toContain('pay today');
  });
});

describe("the administration's own images in a preview", () => {
  const LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';

  it('are found by their `images/{id}` reference, each once', () => {
    expect(apiImageIds('<img src="images/logo-nl" alt="Logo"><p>x</p><IMG alt="" SRC=\'images/logo-nl\'><img src="https://cdn.example/x.png">')).toEqual(['logo-nl']);
  });

  it('show inline as the data URL they were fetched as; one not loaded (yet) asks for nothing; any other address stays as it was, blocked by the policy', () => {
    const doc = new DOMParser().parseFromString(
      previewDocument('<img src="images/logo-nl" alt="Logo"><img src="images/unknown" alt="Other"><img src="https://tracker.example/p.gif" alt="">', '', new Map([['images/logo-nl', LOGO]])),
      'text/html',
    );
    const sources = Array.from(doc.body.querySelectorAll('img'), (img) => img.getAttribute('src'));
    // An own image not loaded yet has no address: the frame would ask for it and log the policy's refusal.
    expect(sources).toEqual([LOGO, null, 'https://tracker.example/p.gif']);
    // The policy is the same: images from data: and blob: only.
    expect(doc.head.firstElementChild?.getAttribute('content')).toContain('img-src data: blob:');
  });

  it('are swapped only in <img>, never in a link or another attribute', () => {
    const doc = new DOMParser().parseFromString(
      previewDocument('<a href="images/logo-nl">logo</a><img src="x" alt="images/logo-nl">', '', new Map([['images/logo-nl', LOGO]])),
      'text/html',
    );
    expect(doc.body.querySelector('a')?.getAttribute('href')).toBe('images/logo-nl');
    expect(doc.body.querySelector('img')?.getAttribute('alt')).toBe('images/logo-nl');
  });
});
