import { formatAddress } from 'localized-address-format';
import { regionName } from './region-name';

/** A postal address as the contract keeps it: one street line, postal code, city, ISO country. */
export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

/**
 * The address's lines in its country's order (Google's address data, through
 * `localized-address-format`): "164 Mill Lane / York / YO1 4KG" in Britain, "Keizersgracht 12 /
 * 1015 CS Amsterdam" in the Netherlands. The country name closes the address, in the reader's
 * language, when it is not the reader's own country (`homeCountry`), as a post office expects.
 * Empty when there is no street and no city.
 */
export function postalAddressLines(address: PostalAddress, language: string, homeCountry?: string): string[] {
  if (!address.street.trim() && !address.city.trim()) return [];
  const country = address.country.toUpperCase();
  const lines = formatAddress({
    postalCountry: country,
    addressLines: address.street.trim() ? [address.street.trim()] : [],
    locality: address.city.trim(),
    postalCode: address.postalCode.trim(),
  }).filter((line) => line.trim() !== '');
  if (country && country !== homeCountry?.toUpperCase()) lines.push(regionName(country, language));
  return lines;
}

/** The address on one line ("164 Mill Lane, York, YO1 4KG"), for a table cell or a sentence. */
export function postalAddressLine(address: PostalAddress, language: string, homeCountry?: string): string {
  return postalAddressLines(address, language, homeCountry).join(', ');
}
