import type { Locale } from '../../../lib/i18n/locale'

/**
 * Country calling codes (ITU-T E.164), ISO 3166 code followed by the code.
 * Loaded with the phone field only, never with the rest of the donation page.
 */
const table =
  'AF93 AL355 DZ213 AD376 AO244 AG1 AR54 AM374 AU61 AT43 AZ994 BS1 BH973 BD880 BB1 BY375 BE32 BZ501 BJ229 BT975 ' +
  'BO591 BA387 BW267 BR55 BN673 BG359 BF226 BI257 CV238 KH855 CM237 CA1 CF236 TD235 CL56 CN86 CO57 KM269 CG242 ' +
  'CD243 CR506 CI225 HR385 CU53 CY357 CZ420 DK45 DJ253 DM1 DO1 EC593 EG20 SV503 GQ240 ER291 EE372 SZ268 ET251 ' +
  'FJ679 FI358 FR33 GF594 PF689 GA241 GM220 GE995 DE49 GH233 GR30 GD1 GP590 GT502 GN224 GW245 GY592 HT509 HN504 ' +
  'HK852 HU36 IS354 IN91 ID62 IR98 IQ964 IE353 IL972 IT39 JM1 JP81 JO962 KZ7 KE254 KI686 KW965 KG996 LA856 LV371 ' +
  'LB961 LS266 LR231 LY218 LI423 LT370 LU352 MO853 MG261 MW265 MY60 MV960 ML223 MT356 MH692 MQ596 MR222 MU230 ' +
  'YT262 MX52 FM691 MD373 MC377 MN976 ME382 MA212 MZ258 MM95 NA264 NR674 NP977 NL31 NC687 NZ64 NI505 NE227 NG234 ' +
  'KP850 MK389 NO47 OM968 PK92 PW680 PS970 PA507 PG675 PY595 PE51 PH63 PL48 PT351 PR1 QA974 RE262 RO40 RU7 RW250 ' +
  'KN1 LC1 PM508 VC1 WS685 SM378 ST239 SA966 SN221 RS381 SC248 SL232 SG65 SK421 SI386 SB677 SO252 ZA27 KR82 SS211 ' +
  'ES34 LK94 SD249 SR597 SE46 CH41 SY963 TW886 TJ992 TZ255 TH66 TL670 TG228 TO676 TT1 TN216 TR90 TM993 TV688 UG256 ' +
  'UA380 AE971 GB44 US1 UY598 UZ998 VU678 VA39 VE58 VN84 WF681 YE967 ZM260 ZW263'

export type Country = { code: string; dial: string; name: string }

/** Every country, by its name in locale ('en' or 'fr'), in that language's order. */
function countriesIn(locale: Locale): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return table
    .split(' ')
    .map((entry) => ({ code: entry.slice(0, 2), dial: entry.slice(2), name: names.of(entry.slice(0, 2)) ?? entry.slice(0, 2) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** Every country, by English name. */
export const countries: Country[] = countriesIn('en')

let french: Country[] | undefined

/** The list in the page's language (the French one made when first asked for). */
export const countryList = (locale: Locale): Country[] => (locale === 'fr' ? (french ??= countriesIn('fr')) : countries)

export function dialCode(code: string): string {
  return countries.find((c) => c.code === code)?.dial ?? '33'
}

/** A flag drawn from the two regional indicator letters of the country code. */
export function flag(code: string): string {
  return String.fromCodePoint(...[...code].map((ch) => 0x1f1a5 + ch.charCodeAt(0)))
}
