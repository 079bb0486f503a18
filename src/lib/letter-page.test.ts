import { describe, expect, it } from 'vitest';
import { letterPageCss, letterPageHtml } from './letter-page';

const record = {
  'body-left-margin': 2.5,
  'body-right-margin': 2,
  'header-top-margin': 1,
  'header-height': 3,
  'feader-bottom-margin': 0.5,
  'footer-top-margin': 0.25,
  'footer-height': 1.5,
  'footer-bottom-margin': 1,
};

describe('letterPageCss', () => {
  it('places header, body and footer on an A4 sheet in the record metric', () => {
    const css = letterPageCss({ ...record, metric: 'cm' });
    expect(css).toContain('width:210mm;height:297mm');
    expect(css).toContain('.page-header{box-sizing:border-box;flex:none;margin-top:1cm;height:3cm;margin-bottom:0.5cm;padding-left:2.5cm;padding-right:2cm');
    expect(css).toContain('margin-top:0.25cm;height:1.5cm;margin-bottom:1cm');
  });

  it('uses px for px and cm for anything else (SPEC §3)', () => {
    expect(letterPageCss({ ...record, metric: 'px' })).toContain('height:3px');
    expect(letterPageCss({ ...record, metric: 'mm' })).toContain('height:3cm');
  });

  it('lets no text through: what is not a non-negative number becomes 0', () => {
    const css = letterPageCss({ ...record, 'header-height': '1cm}body{background:url(x)' as unknown as number, 'footer-height': -4, metric: 'px' });
    expect(css).not.toContain('url(');
    expect(css).toContain('margin-top:1px;height:0px;margin-bottom:0.5px');
    expect(css).toContain('margin-top:0.25px;height:0px;margin-bottom:1px');
  });

  it('has no header, footer or margins without a record', () => {
    expect(letterPageCss(null)).toContain('.page-header{box-sizing:border-box;flex:none;margin-top:0px;height:0px');
  });
});

describe('the administration style on a letter', () => {
  it('puts the logo first in the header and the brand colour on its rule, links and table headings', () => {
    const html = letterPageHtml('<p>Address</p>', '<p>Body</p>', '', { logoImageId: 'logo-upload-adm-nl-001-2', colour: '#1d4ed8' });
    expect(html).toContain('<header class="page-header"><img class="page-logo" src="images/logo-upload-adm-nl-001-2" alt=""><p>Address</p></header>');
    expect(letterPageCss(null, { colour: '#1d4ed8' })).toContain('.page-header{border-bottom:3px solid #1d4ed8}a{color:#1d4ed8}');
  });

  it('leaves out a colour or an image id that is not one', () => {
    expect(letterPageCss(null, { colour: 'red}body{background:url(x)' })).not.toContain('url(');
    expect(letterPageHtml('', '', '', { logoImageId: '"><script>' })).not.toContain('<img');
    expect(letterPageHtml('', '', '')).not.toContain('<img');
  });
});
