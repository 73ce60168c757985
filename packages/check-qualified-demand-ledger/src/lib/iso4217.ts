/**
 * ISO 4217 alphabetic codes and their minor units (List One, published by the ISO 4217
 * maintenance agency, SIX; https://www.six-group.com/en/products-services/financial-information/data-standards.html),
 * as of amendment 179 (2025): XCG, the Caribbean guilder, joins; ANG stays listed while it is
 * withdrawn, so a ledger valid under either list is never flagged. `null`: the code has no minor
 * unit ("N.A.": precious metals, bond units, SDR, testing, no currency).
 */
const BY_MINOR_UNITS: ReadonlyArray<readonly [number | null, string]> = [
  [
    2,
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG',
  ],
  [3, 'BHD IQD JOD KWD LYD OMR TND'],
  [0, 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'],
  [4, 'CLF UYW'],
  [null, 'XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'],
];

export const ISO_4217: ReadonlyMap<string, number | null> = new Map(
  BY_MINOR_UNITS.flatMap(([units, codes]) => codes.split(' ').map((code) => [code, units] as const)),
);

/** The code's minor units (null: none), or undefined when the text is no ISO 4217 code (compared upper-cased). */
export const minorUnits = (currency: string): number | null | undefined => ISO_4217.get(currency);
