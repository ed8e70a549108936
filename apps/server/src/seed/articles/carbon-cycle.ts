import type { SeedArticle } from './types';

/** Where the carbon goes, and the budget that is left. */
export const CARBON_CYCLE_ARTICLES: SeedArticle[] = [
  {
    title: 'Ocean uptake: the quiet sink',
    description:
      'The oceans absorb about a quarter of the CO2 we emit. That help comes at a price.',
    tags: ['ocean uptake', 'carbon cycle'],
    daysAgo: 112,
    views: 1320,
    body: [
      'Carbon dioxide dissolves in sea water wherever the air above holds more of it than the surface water. Over recent decades the oceans have taken up roughly a quarter of all human emissions every year.',
      '## Physics and biology',
      'Cold waters at high latitudes dissolve more gas and sink, carrying carbon into the deep ocean. Plankton add a biological pump: they turn dissolved carbon into organic matter, part of which sinks before it decays.',
      '## Ocean acidification',
      'Dissolved CO2 forms carbonic acid. The average pH of surface waters has fallen by about 0.1 units since pre-industrial times, which means roughly 30 percent more hydrogen ions. Shell-building organisms such as corals and some plankton find it harder to grow.',
      '> The ocean is slowing climate change, but it is not a free service.',
    ],
  },
  {
    title: 'The land sink and the forests',
    description:
      'Forests, soils and grasslands take up about a third of our emissions, but unevenly.',
    tags: ['land sink', 'carbon cycle', 'forests'],
    daysAgo: 104,
    views: 705,
    body: [
      'Vegetation on land absorbs around thirty percent of human CO2 emissions in an average year. Higher CO2 itself stimulates plant growth, and forests recovering from past clearing add to the uptake.',
      '## A sink that varies',
      'The land sink is the most variable part of the carbon budget. Droughts, heat waves and large fires can weaken it sharply for a year or two, which shows up directly as a faster rise at Mauna Loa.',
      '## Deforestation is an emission',
      'Clearing forests releases the carbon they stored. Land-use change still accounts for a noticeable share of global emissions, which is why inventories report it separately from fossil fuels.',
    ],
  },
  {
    title: 'The isotopic fingerprint of fossil carbon',
    description: 'How carbon-13 and carbon-14 prove that the extra CO2 comes from fossil fuels.',
    tags: ['isotopes', 'attribution'],
    daysAgo: 96,
    views: 330,
    body: [
      'Carbon comes in three natural isotopes. Plants prefer the light carbon-12 over carbon-13, so coal, oil and gas, which formed from ancient plants, are depleted in carbon-13. As fossil CO2 enters the air, the share of carbon-13 falls.',
      '## The Suess effect',
      'Fossil carbon is also millions of years old and contains no carbon-14. The dilution of atmospheric carbon-14 by fossil CO2 was first described by Hans Suess in the 1950s and has continued ever since.',
      'Both signals are measured on flask samples from the same global network, and both point to the same cause.',
    ],
  },
  {
    title: 'The remaining carbon budget',
    description:
      'How many tonnes of CO2 can still be emitted for a given limit on warming, and why the number keeps shrinking.',
    tags: ['carbon budget', 'policy'],
    daysAgo: 88,
    views: 980,
    body: [
      'Warming is roughly proportional to the total amount of CO2 emitted since industrialisation. That makes it possible to speak of a budget: the cumulative emissions still compatible with keeping warming below a chosen limit.',
      '## Budgets are probabilities',
      'Every budget comes with a likelihood, for example a 50 or 67 percent chance of staying below 1.5 °C. Assumptions about other gases such as methane and aerosols also change the answer.',
      '## Why it shrinks',
      'At current emission rates, around forty billion tonnes of CO2 a year, the budget for 1.5 °C is being used up within a few years. Each year of delay makes the reductions needed afterwards steeper.',
    ],
  },
  {
    title: 'Southern Hemisphere stations',
    description:
      'The South Pole and Cape Grim show the same rise, a little later and with a much smaller seasonal cycle.',
    tags: ['stations', 'south pole', 'sampling'],
    draft: true,
    daysAgo: 80,
    views: 0,
    body: [
      'Most emissions happen in the Northern Hemisphere, and it takes about a year for air to mix across the equator. Southern stations therefore lag slightly behind Mauna Loa.',
      'Their seasonal cycle is also much smaller, because the Southern Hemisphere has far less land vegetation. At the South Pole the curve is almost a straight line.',
      '* South Pole, Antarctica: measurements since 1957 | Cape Grim, Tasmania: clean air from the Southern Ocean | Samoa and other Pacific islands: flask sampling',
    ],
  },
  {
    title: 'Methane and the other greenhouse gases',
    description: 'CO2 is the largest driver of warming, but not the only one we track.',
    tags: ['methane', 'greenhouse gases'],
    daysAgo: 70,
    views: 615,
    body: [
      'Methane traps much more heat per molecule than CO2 but breaks down in the atmosphere within about a decade. Its concentration has more than doubled since pre-industrial times.',
      '## CO2-equivalent',
      'To compare gases, inventories express them as CO2-equivalent using a global warming potential, usually over 100 years. Our travel emission factors use CO2e for this reason: they include small amounts of methane and nitrous oxide from fuel combustion.',
      'Nitrous oxide and fluorinated gases complete the picture. The dashboard focuses on CO2 because it dominates long-term warming and has the longest direct record.',
    ],
  },
];
