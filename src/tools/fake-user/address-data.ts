// Bundled streets, cities and phone rules per locale for fake-user; phones use the ranges set aside for fiction
// where a regulator publishes one (US 555-0100–0199, UK Ofcom 07700 900000–900999, France ARCEP 06 39 98 …).
import type { Locale } from '../../lib/names/name-data'
import { intBetween, pick, type Rng } from '../../lib/names/names'

export interface City {
  city: string
  region: string
  /** Postcode pattern: `#` a digit, `A` a capital letter, anything else literal. */
  postcode: string
}

export interface LocaleAddress {
  country: string
  streets: readonly string[]
  cities: readonly City[]
  /** How a street line is written: house number before (en, fr) or after (de, es, it) the street. */
  numberFirst: boolean
  /** True when the phone comes from a range reserved for fiction. */
  fictionalPhone: boolean
  phone: (rng: Rng) => string
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => intBetween(rng, 0, 9)).join('')

export function fillPattern(rng: Rng, pattern: string): string {
  let out = ''
  for (const c of pattern) {
    if (c === '#') out += String(intBetween(rng, 0, 9))
    else if (c === 'A') out += 'ABDEFGHJLNPQRSTUWXYZ'[intBetween(rng, 0, 19)]
    else out += c
  }
  return out
}

export const ADDRESSES: Record<Locale, LocaleAddress> = {
  'en-US': {
    country: 'United States',
    streets:
      'Maple Street|Oak Avenue|Pine Road|Cedar Lane|Elm Street|Washington Avenue|Lake Drive|Park Place|Sunset Boulevard|Hillcrest Drive|Highland Avenue|River Road|Mill Street|Church Street|Spring Street'.split(
        '|',
      ),
    cities: [
      { city: 'Springfield', region: 'IL', postcode: '627##' },
      { city: 'Portland', region: 'OR', postcode: '972##' },
      { city: 'Austin', region: 'TX', postcode: '787##' },
      { city: 'Denver', region: 'CO', postcode: '802##' },
      { city: 'Columbus', region: 'OH', postcode: '432##' },
      { city: 'Madison', region: 'WI', postcode: '537##' },
      { city: 'Raleigh', region: 'NC', postcode: '276##' },
      { city: 'Sacramento', region: 'CA', postcode: '958##' },
      { city: 'Albany', region: 'NY', postcode: '122##' },
      { city: 'Boise', region: 'ID', postcode: '837##' },
    ],
    numberFirst: true,
    fictionalPhone: true,
    phone: (rng) =>
      `(${pick(rng, ['202', '212', '305', '312', '415', '503', '512', '617', '702', '919'])}) 555-01${digits(rng, 2)}`,
  },
  'en-GB': {
    country: 'United Kingdom',
    streets:
      'High Street|Station Road|Church Lane|Victoria Road|Green Lane|Manor Road|Park Avenue|Queens Road|Kings Road|Mill Lane|The Crescent|Springfield Road|London Road|York Road|Windsor Close'.split(
        '|',
      ),
    cities: [
      { city: 'Leeds', region: 'West Yorkshire', postcode: 'LS# #AA' },
      { city: 'Bristol', region: 'Bristol', postcode: 'BS# #AA' },
      { city: 'Manchester', region: 'Greater Manchester', postcode: 'M## #AA' },
      { city: 'York', region: 'North Yorkshire', postcode: 'YO## #AA' },
      { city: 'Cardiff', region: 'Wales', postcode: 'CF## #AA' },
      { city: 'Edinburgh', region: 'Scotland', postcode: 'EH# #AA' },
      { city: 'Norwich', region: 'Norfolk', postcode: 'NR# #AA' },
      { city: 'Oxford', region: 'Oxfordshire', postcode: 'OX# #AA' },
      { city: 'Brighton', region: 'East Sussex', postcode: 'BN# #AA' },
      { city: 'Belfast', region: 'Northern Ireland', postcode: 'BT# #AA' },
    ],
    numberFirst: true,
    fictionalPhone: true,
    phone: (rng) => `07700 900${digits(rng, 3)}`,
  },
  'de-DE': {
    country: 'Deutschland',
    streets:
      'Hauptstraße|Schulstraße|Gartenstraße|Bahnhofstraße|Dorfstraße|Bergstraße|Lindenstraße|Birkenweg|Am Markt|Goethestraße|Schillerstraße|Kirchweg|Mühlenweg|Rosenstraße|Waldstraße'.split(
        '|',
      ),
    cities: [
      { city: 'Berlin', region: 'Berlin', postcode: '10###' },
      { city: 'Hamburg', region: 'Hamburg', postcode: '20###' },
      { city: 'München', region: 'Bayern', postcode: '80###' },
      { city: 'Köln', region: 'Nordrhein-Westfalen', postcode: '50###' },
      { city: 'Leipzig', region: 'Sachsen', postcode: '04###' },
      { city: 'Freiburg im Breisgau', region: 'Baden-Württemberg', postcode: '79###' },
      { city: 'Bremen', region: 'Bremen', postcode: '28###' },
      { city: 'Hannover', region: 'Niedersachsen', postcode: '30###' },
    ],
    numberFirst: false,
    fictionalPhone: false,
    phone: (rng) => `+49 ${pick(rng, ['151', '160', '170', '176'])} ${digits(rng, 8)}`,
  },
  'fr-FR': {
    country: 'France',
    streets:
      'rue de la République|rue Victor Hugo|avenue Jean Jaurès|rue Pasteur|boulevard Voltaire|rue des Lilas|place de la Mairie|rue du Moulin|chemin des Vignes|rue de l’Église|allée des Tilleuls|rue Gambetta'.split(
        '|',
      ),
    cities: [
      { city: 'Paris', region: 'Île-de-France', postcode: '750##' },
      { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', postcode: '6900#' },
      { city: 'Marseille', region: 'Provence-Alpes-Côte d’Azur', postcode: '130##' },
      { city: 'Toulouse', region: 'Occitanie', postcode: '31###' },
      { city: 'Nantes', region: 'Pays de la Loire', postcode: '44###' },
      { city: 'Lille', region: 'Hauts-de-France', postcode: '59###' },
      { city: 'Bordeaux', region: 'Nouvelle-Aquitaine', postcode: '33###' },
      { city: 'Strasbourg', region: 'Grand Est', postcode: '67###' },
    ],
    numberFirst: true,
    fictionalPhone: true,
    phone: (rng) => `06 39 98 ${digits(rng, 2)} ${digits(rng, 2)}`,
  },
  'es-ES': {
    country: 'España',
    streets:
      'Calle Mayor|Calle Real|Avenida de la Constitución|Calle de Alcalá|Plaza de España|Calle del Sol|Calle Nueva|Paseo del Prado|Calle de la Paz|Avenida de Andalucía|Calle San Juan|Calle Cervantes'.split(
        '|',
      ),
    cities: [
      { city: 'Madrid', region: 'Comunidad de Madrid', postcode: '280##' },
      { city: 'Barcelona', region: 'Cataluña', postcode: '080##' },
      { city: 'Valencia', region: 'Comunidad Valenciana', postcode: '460##' },
      { city: 'Sevilla', region: 'Andalucía', postcode: '410##' },
      { city: 'Zaragoza', region: 'Aragón', postcode: '500##' },
      { city: 'Bilbao', region: 'País Vasco', postcode: '480##' },
      { city: 'Málaga', region: 'Andalucía', postcode: '290##' },
    ],
    numberFirst: false,
    fictionalPhone: false,
    phone: (rng) => `+34 6${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 3)}`,
  },
  'it-IT': {
    country: 'Italia',
    streets:
      'Via Roma|Via Garibaldi|Via Mazzini|Via Verdi|Corso Vittorio Emanuele|Via Dante|Piazza del Duomo|Via Cavour|Via Manzoni|Via dei Mille|Viale Europa|Via Marconi'.split(
        '|',
      ),
    cities: [
      { city: 'Roma', region: 'RM', postcode: '001##' },
      { city: 'Milano', region: 'MI', postcode: '201##' },
      { city: 'Napoli', region: 'NA', postcode: '801##' },
      { city: 'Torino', region: 'TO', postcode: '101##' },
      { city: 'Bologna', region: 'BO', postcode: '401##' },
      { city: 'Firenze', region: 'FI', postcode: '501##' },
      { city: 'Palermo', region: 'PA', postcode: '901##' },
    ],
    numberFirst: false,
    fictionalPhone: false,
    phone: (rng) => `+39 3${digits(rng, 2)} ${digits(rng, 3)} ${digits(rng, 4)}`,
  },
  'ja-JP': {
    country: 'Japan',
    streets: 'Chuo|Sakae|Honcho|Midori|Asahi|Hikari|Sakuragaoka|Minami|Higashi|Nishi'.split('|'),
    cities: [
      { city: 'Shinjuku-ku', region: 'Tokyo', postcode: '160-####' },
      { city: 'Kita-ku', region: 'Osaka', postcode: '530-####' },
      { city: 'Naka-ku', region: 'Aichi', postcode: '460-####' },
      { city: 'Chuo-ku', region: 'Fukuoka', postcode: '810-####' },
      { city: 'Aoba-ku', region: 'Miyagi', postcode: '980-####' },
      { city: 'Sapporo', region: 'Hokkaido', postcode: '060-####' },
    ],
    numberFirst: false,
    fictionalPhone: false,
    phone: (rng) => `+81 ${pick(rng, ['70', '80', '90'])}-${digits(rng, 4)}-${digits(rng, 4)}`,
  },
}
