import type { SeedArticle } from './types';

/** Travel emissions, data quality and how the team works. */
export const PROJECT_ARTICLES: SeedArticle[] = [
  {
    title: 'Travel emission factors, in plain words',
    description:
      'What a kilogram of CO2e per passenger-kilometre means, and where our factors come from.',
    tags: ['travel', 'emission factors'],
    daysAgo: 62,
    views: 1450,
    body: [
      'An emission factor turns an activity into emissions. For travel the activity is usually passenger-kilometres: one person moved one kilometre. Multiply the distance of a trip by the factor for its mode and you get kilograms of CO2-equivalent.',
      '## Orders of magnitude',
      'Published factors vary by source and year, but the ranking is stable. Rail and coach are typically a few tens of grams per passenger-kilometre, an average car with one person well over a hundred, and flights between about one and two hundred and fifty grams once non-CO2 effects at altitude are counted.',
      '## Always cite the source',
      'Each factor in our database stores its source and year. When the source publishes an update we add a new row rather than overwrite the old one, so past reports stay reproducible.',
    ],
  },
  {
    title: 'Flying: short-haul, long-haul and the altitude effect',
    description: 'Why short flights emit more per kilometre, and how radiative forcing is handled.',
    tags: ['travel', 'aviation', 'emission factors'],
    daysAgo: 55,
    views: 1105,
    body: [
      'Take-off and climb use a large share of a flight’s fuel. On a short flight that share is spread over few kilometres, so the emissions per passenger-kilometre are higher than on a long flight.',
      '## Beyond CO2',
      'At cruising altitude, nitrogen oxides, water vapour and contrails add to warming. Many guidelines include these effects with a multiplier on the CO2 figure. We report both numbers, with and without the uplift, and state which one a chart uses.',
      '## Seat class matters',
      'A business-class seat takes up more of the cabin than an economy seat, so it carries a larger share of the flight’s emissions. Our factors follow this convention.',
    ],
  },
  {
    title: 'Train versus plane: a worked example',
    description: 'A 600-kilometre business trip, calculated step by step.',
    tags: ['travel', 'case study'],
    daysAgo: 47,
    views: 890,
    body: [
      'Suppose two colleagues travel 600 kilometres each way to a partner meeting. By train, with a factor of about 0.035 kg CO2e per passenger-kilometre, the round trip for two is 2 × 1,200 × 0.035, roughly 84 kg.',
      'By plane on a short-haul route, with a factor near 0.25 kg including the altitude effect, the same trip comes to about 600 kg, seven times more. Without the altitude effect the flight is still several times higher than the train.',
      '## What the numbers leave out',
      'Door-to-door time, the cost and the occupancy of the train all matter for a real decision. The trip planner in this project shows the emissions next to the price so that the trade-off is visible.',
    ],
  },
  {
    title: 'Data quality: flags, gaps and revisions',
    description:
      'Not every hourly value becomes part of the record. Here is what gets filtered and why.',
    tags: ['data quality', 'methods'],
    daysAgo: 39,
    views: 470,
    body: [
      'Hourly values at Mauna Loa are flagged when local influences are likely: upslope winds in the afternoon carry air that has touched vegetation on the island, and the volcano itself occasionally vents CO2.',
      '## Selection is transparent',
      'Flagged values are not deleted; they are kept with a flag so that anyone can apply a different selection. Monthly means are computed only from values considered representative of background air.',
      '## Revisions happen',
      'When a calibration scale is updated, the whole record can shift by a small amount. Our import keeps the version of the data set and the date it was retrieved, and the dashboard shows both in the footer of each chart.',
      '* Never overwrite imported rows silently | Keep the original file next to the imported table | Record the source URL, licence and retrieval date',
    ],
  },
  {
    title: 'Where our data comes from',
    description: 'Sources, licences and how to cite them.',
    tags: ['data sources', 'licences'],
    daysAgo: 31,
    views: 380,
    body: [
      'The monthly Mauna Loa series comes from NOAA’s Global Monitoring Laboratory and the Scripps CO2 Program. Both publish their data openly and ask users to cite the source and acknowledge the people who make the measurements.',
      'Country-level emissions come from openly licensed compilations such as Our World in Data, which in turn cite the Global Carbon Project. Travel emission factors come from government conversion tables.',
      '## Citing in reports',
      'Each chart on the dashboard lists its data set. When you export a chart for a report, keep that line: it tells the reader where the numbers come from and lets them check our work.',
    ],
  },
  {
    title: 'How to read the CO2 dashboard',
    description:
      'A guided tour of the figures on the project page: latest value, yearly change and the long series.',
    tags: ['dashboard', 'guide'],
    daysAgo: 21,
    views: 2260,
    body: [
      'The first card shows the latest monthly mean at Mauna Loa. The second compares it with the same month a year earlier; this is the simplest honest measure of the rise, because it is not affected by the seasonal cycle.',
      '## The long series',
      'The main chart plots every monthly value since 1958 together with the de-seasonalised trend. Hover over a point to see the month, the value and how it was flagged.',
      '## Exporting',
      'Charts can be exported as images or as CSV. Exported CSV files are neutralised against spreadsheet formula injection, so a cell never starts with an equals or plus sign.',
    ],
  },
  {
    title: 'Field notes: a calibration day',
    description: 'Draft: what happens when the reference cylinders are swapped.',
    tags: ['instruments', 'field notes'],
    draft: true,
    daysAgo: 14,
    views: 0,
    body: [
      'Twice a year the working reference cylinders are compared with higher-level standards. The analyser measures each cylinder several times, and the differences are written into the calibration log.',
      'To do: add photos of the gas rack and the checklist we use, and ask the station team to review the description of the procedure.',
    ],
  },
  {
    title: 'Team travel guideline (proposal)',
    description: 'Draft: rail first for trips under 700 km, and how exceptions are recorded.',
    tags: ['travel', 'policy'],
    draft: true,
    daysAgo: 10,
    views: 0,
    body: [
      'Proposal for discussion: trips under 700 kilometres are made by train unless the journey takes more than seven hours door to door. Exceptions are recorded in the trip planner with a short reason.',
      '## Open questions',
      '* Do we count hotel nights in the trip footprint? | Which factor do we use for rental cars? | How often do we review the threshold?',
    ],
  },
  {
    title: 'Glossary of carbon terms',
    description: 'Draft: short definitions for the words used across the dashboard.',
    tags: ['glossary', 'basics'],
    draft: true,
    daysAgo: 8,
    views: 0,
    body: [
      '* ppm: parts per million, a mole fraction of dry air | CO2e: CO2-equivalent, other gases weighted by their warming potential | Sink: a reservoir that takes up more carbon than it releases | Airborne fraction: the share of emissions that stays in the atmosphere',
      'More terms will be added as the web screens are written. Suggestions welcome in the team channel.',
    ],
  },
  {
    title: 'Import checklist for new data sets',
    description: 'Draft: the steps before a new CSV becomes a chart.',
    tags: ['data quality', 'methods', 'datasets'],
    draft: true,
    daysAgo: 5,
    views: 0,
    body: [
      'Before importing, check the licence, the units of every column and the date format. After importing, compare the row count and two or three values with the original file.',
      '* Licence allows reuse | Units recorded for every numeric column | Source URL and retrieval date stored | Spot-check of values after import',
    ],
  },
];
