import { describe, expect, it } from 'vitest';
import { postalAddressLine, postalAddressLines } from './postal-address';

const york = { street: '164 Mill Lane', postalCode: 'YO1 4KG', city: 'York', country: 'GB' };
const utrecht = { street: 'Dorpsstraat 12', postalCode: '3511 AB', city: 'Utrecht', country: 'NL' };

describe('a postal address', () => {
  it("is written in its country's order, not the reader's", () => {
    expect(postalAddressLines(york, 'nl', 'GB')).toEqual(['164 Mill Lane', 'York', 'YO1 4KG']);
    expect(postalAddressLines(utrecht, 'en-GB', 'NL')).toEqual(['Dorpsstraat 12', '3511 AB Utrecht']);
    expect(postalAddressLine({ street: '1 Main St', postalCode: '62701', city: 'Springfield', country: 'US' }, 'en-US', 'US')).toBe(
      '1 Main St, Springfield 62701',
    );
  });

  it("ends with the country's name in the reader's language when it is abroad", () => {
    expect(postalAddressLine(york, 'nl', 'NL')).toBe('164 Mill Lane, York, YO1 4KG, Verenigd Koninkrijk');
    expect(postalAddressLine(utrecht, 'de', 'GB')).toBe('Dorpsstraat 12, 3511 AB Utrecht, Niederlande');
    expect(postalAddressLine(utrecht, 'fr')).toBe('Dorpsstraat 12, 3511 AB Utrecht, Pays-Bas');
  });

  it('is empty without a street and a city, and keeps what there is otherwise', () => {
    expect(postalAddressLines({ street: ' ', postalCode: '', city: '', country: 'NL' }, 'nl', 'NL')).toEqual([]);
    expect(postalAddressLine({ street: '', postalCode: '3511 AB', city: 'Utrecht', country: 'NL' }, 'nl', 'NL')).toBe('3511 AB Utrecht');
  });
});
