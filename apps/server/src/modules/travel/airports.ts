import { type Airport, TRAVEL_LIMITS } from '@keeling/contract';
import rows from './data/airports.json' with { type: 'json' };

/** OurAirports' rows as data/airports.json keeps them (scripts/ourairports-list.js). */
type Row = [iata: string, name: string, city: string, country: string, lat: number, lon: number];

const AIRPORTS: readonly Airport[] = (rows as Row[]).map(
  ([iata, name, city, country, latitude, longitude]) => ({
    iata,
    name,
    city,
    country,
    latitude,
    longitude,
  }),
);

/** Lower case without accents: "Zürich" is found as "zurich". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const KEYS = AIRPORTS.map((airport) => ({
  airport,
  iata: airport.iata.toLowerCase(),
  text: folded(`${airport.name} ${airport.city}`),
}));

/**
 * The airports a person means by `search`: its IATA code first, then codes that start with it,
 * then names and cities that hold it; at most TRAVEL_LIMITS.airportResults.
 */
export function searchAirports(search: string): Airport[] {
  const wanted = folded(search.trim());
  const rank = (key: (typeof KEYS)[number]) =>
    key.iata === wanted ? 0 : key.iata.startsWith(wanted) ? 1 : key.text.includes(wanted) ? 2 : 3;
  return KEYS.map((key) => ({ key, rank: rank(key) }))
    .filter(({ rank }) => rank < 3)
    .sort((a, b) => a.rank - b.rank || a.key.iata.localeCompare(b.key.iata))
    .slice(0, TRAVEL_LIMITS.airportResults)
    .map(({ key }) => key.airport);
}
