import { checkLogo, MAX_LOGO_BYTES, refusalStatus } from './logo';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('checkLogo', () => {
  it('accepts a PNG or JPEG of at most 1 MB whose content is what its name says', () => {
    expect(checkLogo({ name: 'logo.PNG', type: 'image/png', size: MAX_LOGO_BYTES }, PNG)).toEqual({ accepted: 'image/png' });
    expect(checkLogo({ name: 'logo.jpeg', type: 'image/pjpeg', size: 10 }, JPEG)).toEqual({ accepted: 'image/jpeg' });
    expect(checkLogo({ name: 'logo.jpg', type: '', size: 10 })).toEqual({ accepted: 'image/jpeg' });
  });

  it('refuses SVG, whatever it is called or declared as', () => {
    expect(checkLogo({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toEqual({ refused: 'svg' });
    expect(checkLogo({ name: 'logo.png', type: 'image/svg+xml', size: 10 })).toEqual({ refused: 'svg' });
  });

  it('refuses other types, a type that contradicts the name, and content of another type', () => {
    expect(checkLogo({ name: 'logo.gif', type: 'image/gif', size: 10 })).toEqual({ refused: 'notImage' });
    expect(checkLogo({ name: 'logo', type: 'image/png', size: 10 })).toEqual({ refused: 'notImage' });
    expect(checkLogo({ name: 'logo.png', type: 'image/jpeg', size: 10 })).toEqual({ refused: 'declaredType' });
    expect(checkLogo({ name: 'logo.png', type: 'image/png', size: 10 }, JPEG)).toEqual({ refused: 'content' });
  });

  it('refuses an empty file and one over 1 MB, with the statuses the contract gives', () => {
    expect(checkLogo({ name: 'logo.png', type: 'image/png', size: 0 }, PNG)).toEqual({ refused: 'empty' });
    expect(checkLogo({ name: 'logo.png', type: 'image/png', size: MAX_LOGO_BYTES + 1 }, PNG)).toEqual({ refused: 'tooLarge' });
    expect([refusalStatus('tooLarge'), refusalStatus('svg'), refusalStatus('content'), refusalStatus('empty')]).toEqual([413, 415, 415, 422]);
  });
});
