import type { SeedArticle } from './types';

/** The record itself: where it comes from and how it is made. */
export const MEASUREMENT_ARTICLES: SeedArticle[] = [
  {
    title: 'The Keeling curve, explained',
    description:
      'Why a single line of numbers from a Hawaiian volcano became the most cited graph in climate science.',
    tags: ['keeling curve', 'mauna loa', 'basics'],
    daysAgo: 180,
    views: 1840,
    body: [
      'In March 1958 Charles David Keeling, a young geochemist at the Scripps Institution of Oceanography, started measuring carbon dioxide in the air at the Mauna Loa Observatory in Hawaii. The first monthly mean was close to 315 parts per million (ppm). Today the annual mean is above 420 ppm.',
      '## Two things in one line',
      'The curve shows two signals at once. The saw-tooth is the seasonal cycle: plants in the Northern Hemisphere draw CO2 down every summer and release it every winter. Underneath runs a rising trend that has never paused, caused by the burning of fossil fuels and by land-use change.',
      '## Why it matters to this project',
      'Every chart on our CO2 dashboard starts from this record. When we say the concentration rose by a certain amount over a year, we compare the same month in consecutive years, so that the seasonal cycle cancels out and only the trend remains.',
      '> The Keeling curve is not a model. It is a measurement, repeated every hour for more than six decades.',
    ],
  },
  {
    title: 'Why Mauna Loa?',
    description:
      'A high, remote volcano in the middle of the Pacific turns out to be a very good place to sample the air of a whole hemisphere.',
    tags: ['mauna loa', 'observatory', 'sampling'],
    daysAgo: 172,
    views: 960,
    body: [
      'The Mauna Loa Observatory sits at about 3,400 metres on the northern flank of the volcano, far from large cities and above the layer of air that is mixed daily with local vegetation. At night, air sinks down the mountain from the free troposphere and gives a clean baseline.',
      '## Well-mixed air',
      'CO2 stays in the atmosphere long enough to be mixed around a hemisphere within weeks. A single well-placed station therefore tracks the global trend closely, even though it cannot show regional differences.',
      '## Not the only station',
      'NOAA and partner agencies run a global network: the South Pole, Cape Grim in Tasmania, Barrow in Alaska and dozens of flask sites where air is collected in glass bottles and shipped to a laboratory. All of them show the same rise.',
      'After the eruption of Mauna Loa in November 2022 cut power to the observatory, measurements moved for several months to a temporary site on nearby Maunakea, so that the record would not have a gap.',
    ],
  },
  {
    title: 'How the analysers measure CO2',
    description:
      'From infrared absorption to cavity ring-down: the instruments behind each hourly value.',
    tags: ['instruments', 'mauna loa', 'data quality'],
    daysAgo: 165,
    views: 512,
    body: [
      'Carbon dioxide absorbs infrared light at characteristic wavelengths. Keeling’s original analyser pumped outside air through a cell and compared how much infrared light it absorbed with reference gases of known concentration.',
      '## Modern instruments',
      'Newer stations use cavity ring-down spectroscopy: a laser pulse bounces between two mirrors many thousands of times, and the speed at which the light fades tells how much CO2 is in the cavity. The method is stable and needs fewer calibrations.',
      '## Calibration is everything',
      'Whatever the instrument, each value is tied to reference cylinders whose contents are traceable to the WMO mole fraction scale. A drift of a tenth of a ppm would be invisible on a chart but would matter for the growth rate.',
      '* Sample intake high on a tower, away from local sources | Drying of the air, because water vapour interferes | Reference gases measured several times a day | Hourly averages flagged and checked by people',
    ],
  },
  {
    title: 'The seasonal cycle: the planet breathing',
    description:
      'Each year the northern forests take a deep breath in summer and let it out in winter.',
    tags: ['seasonal cycle', 'biosphere'],
    daysAgo: 158,
    views: 1210,
    body: [
      'At Mauna Loa the concentration peaks every year in May and reaches its minimum around September or October. The difference between peak and trough is roughly six to seven ppm.',
      '## Land, not ocean',
      'The cycle is driven mostly by the land biosphere of the Northern Hemisphere, which has far more land and vegetation than the south. During the growing season photosynthesis removes more CO2 than respiration and decay return; in winter the balance reverses.',
      '## A growing amplitude',
      'Measurements from aircraft and high-latitude stations show that the amplitude of the cycle has increased since the 1960s, especially in the far north. Longer growing seasons and changes in northern ecosystems are the leading explanations.',
      'On the dashboard the seasonal cycle is visible as the regular zig-zag of the monthly series. The trend line removes it with a moving average over twelve months.',
    ],
  },
  {
    title: 'Reading the annual growth rate',
    description:
      'Why the yearly increase in CO2 is not constant, and what El Niño has to do with it.',
    tags: ['growth rate', 'trend', 'el nino'],
    daysAgo: 150,
    views: 875,
    body: [
      'The annual growth rate is the difference between the concentration at the end of a year and at the end of the previous one. In the 1960s it was below one ppm a year; in the last decade it has averaged more than two, with recent years above three.',
      '## Emissions set the trend, nature sets the noise',
      'Human emissions change only a few percent from one year to the next, yet the growth rate can jump by a full ppm. The difference comes from the land and ocean sinks, which absorb more or less carbon depending on temperature, rainfall and fires.',
      '## El Niño years',
      'During El Niño events, drought and heat in the tropics reduce the uptake of carbon by forests and increase fires. The growth rate climbs in the following months. La Niña years tend to show the opposite.',
      'For this reason our dashboard shows the growth rate together with a twelve-month smoothing, and we avoid drawing conclusions from a single year.',
    ],
  },
  {
    title: 'Parts per million, gigatonnes and what they mean',
    description:
      'Converting between concentrations in the air and masses of carbon in emission inventories.',
    tags: ['units', 'basics', 'carbon budget'],
    daysAgo: 141,
    views: 690,
    body: [
      'A concentration of 420 ppm means that out of every million molecules of dry air, 420 are carbon dioxide. It is a mole fraction, not a mass.',
      '## The conversion',
      'One ppm of CO2 in the whole atmosphere corresponds to about 2.13 billion tonnes of carbon, or about 7.8 billion tonnes of carbon dioxide. Emission inventories usually count tonnes of CO2; carbon-cycle studies often count tonnes of carbon. The factor between the two is 44/12, the ratio of molecular masses.',
      '## The airborne fraction',
      'If all emitted CO2 stayed in the air, the concentration would rise much faster than it does. Over recent decades a little under half of the emissions remained airborne each year; the rest was taken up by the oceans and by land vegetation.',
      '* 1 ppm ≈ 2.13 GtC | 1 GtC = 3.664 GtCO2 | 1 ppm ≈ 7.8 GtCO2',
    ],
  },
  {
    title: 'Before 1958: what ice cores tell us',
    description:
      'Bubbles of ancient air extend the Keeling curve back hundreds of thousands of years.',
    tags: ['ice cores', 'history', 'keeling curve'],
    daysAgo: 133,
    views: 540,
    body: [
      'Snow falling on Antarctica traps small amounts of air as it turns into ice. Drilling cores and measuring the air in those bubbles gives a record of CO2 reaching back more than 800,000 years.',
      '## A natural range',
      'Over the ice-age cycles the concentration moved between roughly 180 ppm in cold periods and 280 to 300 ppm in warm ones. Before industrialisation it stood near 280 ppm.',
      '## Joining the records',
      'Ice-core values from the twentieth century overlap with the direct measurements started by Keeling, and the two agree. The combined record shows that today’s concentration is far outside the range of the natural cycles.',
    ],
  },
  {
    title: 'The oxygen side of the story',
    description:
      'Measuring the slow decline of oxygen tells us how much of the missing carbon went into the ocean and how much onto land.',
    tags: ['oxygen', 'ocean uptake', 'land sink'],
    draft: true,
    daysAgo: 120,
    views: 0,
    body: [
      'Burning fossil fuel consumes oxygen as it produces CO2. Since the early 1990s, Ralph Keeling (Charles Keeling’s son) has measured tiny changes in the ratio of oxygen to nitrogen in the air.',
      '## Separating the sinks',
      'Land plants release oxygen when they take up carbon, while the ocean absorbs CO2 without a matching oxygen signal. Combining the two records makes it possible to estimate how the missing carbon is shared between land and ocean.',
      'The decline of oxygen is small, a few parts per million a year out of about 209,000, and poses no risk to breathing. It is, however, one of the cleanest fingerprints that the rise in CO2 comes from combustion.',
    ],
  },
];
