import { readFileSync } from 'node:fs';
import {
  type ChartSpec,
  CO2_DASHBOARD_SLUG,
  CO2_DATASET_SLUGS,
  type ColumnType,
  type DashboardItem,
  type Dataset,
} from '@keeling/contract';
import type { Config } from '../config';
import type { DbAndCache } from '../db/client';
import { AppError } from '../lib/app-error';
import { createChartsService } from '../modules/charts/service';
import { createCo2Service } from '../modules/co2/service';
import {
  createDashboardsService,
  datasetDependents,
  removeChartFromDashboards,
} from '../modules/dashboards/service';
import { createDatasetsService } from '../modules/datasets/service';

export type Co2SeedConfig = Pick<Config, 'dataDir' | 'datasetMaxBytes' | 'datasetUrlAllowPrivate'>;

/** The CO2 project page's dashboard: `/dashboard/project/Co2`. */

const NOAA = {
  licence:
    'Public domain (NOAA); data package ODC-PDDL-1.0. Do not present modified data as official NOAA material.',
  citation:
    'Dr. Pieter Tans, NOAA/GML (gml.noaa.gov/ccgg/trends/) and Dr. Ralph Keeling, Scripps Institution of Oceanography (scrippsco2.ucsd.edu/)',
  url: (file: string) => `https://gml.noaa.gov/webdata/ccgg/trends/co2/${file}`,
};

/** The seed's CSV files (data/README.md): next to this module, or to the bundle (build.js). */
const csv = (file: string) => readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');

type Column = { name: string; type: ColumnType; unit?: string };
const col = (name: string, type: ColumnType, unit?: string): Column => ({ name, type, unit });

const DATASETS = [
  {
    slug: CO2_DATASET_SLUGS.monthly,
    file: 'co2-mm-mlo.csv',
    name: 'Mauna Loa CO₂, monthly mean',
    description:
      'Monthly mean CO₂ mole fraction at Mauna Loa Observatory, Hawaii, with its de-seasonalised trend. December 2022 to July 2023 were measured on Maunakea after the eruption of Mauna Loa.',
    sourceUrl: NOAA.url('co2_mm_mlo.csv'),
    missingMarkers: ['-1', '-9.99', '-0.99'],
    columns: [
      col('Month', 'month'),
      col('Decimal date', 'number'),
      col('Monthly mean', 'number', 'ppm'),
      col('De-seasonalised trend', 'number', 'ppm'),
      col('Days measured', 'number', 'days'),
      col('Std. dev. of daily means', 'number', 'ppm'),
      col('Uncertainty of monthly mean', 'number', 'ppm'),
    ],
  },
  {
    slug: CO2_DATASET_SLUGS.annual,
    file: 'co2-annmean-mlo.csv',
    name: 'Mauna Loa CO₂, annual mean',
    description: 'Annual mean CO₂ mole fraction at Mauna Loa Observatory, Hawaii.',
    sourceUrl: NOAA.url('co2_annmean_mlo.csv'),
    missingMarkers: [],
    columns: [
      col('Year', 'year'),
      col('Annual mean', 'number', 'ppm'),
      col('Uncertainty', 'number', 'ppm'),
    ],
  },
  {
    slug: CO2_DATASET_SLUGS.growth,
    file: 'co2-gr-mlo.csv',
    name: 'Mauna Loa CO₂, annual growth rate',
    description:
      'Annual increase of CO₂ at Mauna Loa: the de-seasonalised mean of November to February around 1 January, minus the same a year earlier.',
    sourceUrl: NOAA.url('co2_gr_mlo.csv'),
    missingMarkers: [],
    columns: [
      col('Year', 'year'),
      col('Annual growth', 'number', 'ppm per year'),
      col('Uncertainty', 'number', 'ppm per year'),
    ],
  },
] as const;

function services(data: DbAndCache, config: Co2SeedConfig) {
  const datasets = createDatasetsService({ ...data, config, dependents: datasetDependents });
  const charts = createChartsService({
    ...data,
    datasets,
    removeFromDashboards: removeChartFromDashboards,
  });
  const dashboards = createDashboardsService({ ...data, charts });
  const co2 = createCo2Service({ ...data, datasets });
  return { datasets, charts, dashboards, co2 };
}

const key = (dataset: Dataset, name: string) => {
  const column = dataset.columns.find((c) => c.name === name);
  if (!column) throw new Error(`Seed data set ${dataset.slug} has no column ${name}`);
  return column.key;
};

/**
 * The NOAA data sets (imported from the CSV text like an upload, with NOAA's address to refresh
 * from), chosen for the CO2 page's parts, five charts over them and the `Co2` dashboard that
 * shows them, all through the services the API uses.
 */
/** The months NOAA measured at Maunakea while lava cut Mauna Loa's power line and road. */
export const MAUNAKEA_NOTE = {
  from: '2022-12-01',
  to: '2023-07-01',
  text: 'Dec 2022–Jul 2023: measured at Maunakea after the Mauna Loa eruption',
} as const;

export async function seedCo2(data: DbAndCache, config: Co2SeedConfig, author: { id: string }) {
  const { datasets, charts, dashboards, co2 } = services(data, config);
  const created: Dataset[] = [];
  for (const spec of DATASETS) {
    created.push(
      await datasets.importCsvText(
        {
          name: spec.name,
          slug: spec.slug,
          csv: csv(spec.file),
          description: spec.description,
          licence: NOAA.licence,
          citation: NOAA.citation,
          source: 'url',
          sourceUrl: spec.sourceUrl,
          missingMarkers: [...spec.missingMarkers],
          columns: spec.columns.map((c) => ({ name: c.name, type: c.type, unit: c.unit ?? null })),
        },
        author,
      ),
    );
  }
  const [mm, am, gr] = created as [Dataset, Dataset, Dataset];
  await co2.setSources({ monthly: mm.id, annual: am.id, growth: gr.id });
  // NOAA's own note on the record (issue 34 item 5): drawn on every chart of the monthly means
  await datasets.addAnnotation(mm.id, MAUNAKEA_NOTE, author);
  const chart = (
    dataset: Dataset,
    spec: Omit<
      ChartSpec,
      'datasetId' | 'seriesColumn' | 'seriesValues' | 'grain' | 'rangeFrom' | 'rangeTo'
    >,
  ) =>
    charts.create(
      {
        datasetId: dataset.id,
        seriesColumn: null,
        seriesValues: [],
        grain: 'none',
        rangeFrom: null,
        rangeTo: null,
        ...spec,
      },
      author,
    );
  const kpi = await chart(mm, {
    title: 'Latest monthly mean at Mauna Loa',
    type: 'kpi',
    xColumn: key(mm, 'Month'),
    yColumns: [key(mm, 'Monthly mean')],
    aggregation: 'none',
    unit: 'ppm',
  });
  await chart(mm, {
    title: 'The Keeling curve',
    type: 'line',
    xColumn: key(mm, 'Month'),
    yColumns: [key(mm, 'Monthly mean'), key(mm, 'De-seasonalised trend')],
    aggregation: 'none',
    unit: 'ppm',
  });
  const annualBar = await chart(am, {
    title: 'Annual mean CO₂ at Mauna Loa',
    type: 'bar',
    xColumn: key(am, 'Year'),
    yColumns: [key(am, 'Annual mean')],
    aggregation: 'none',
    unit: 'ppm',
  });
  const growthBar = await chart(gr, {
    title: 'Annual growth rate of CO₂',
    type: 'bar',
    xColumn: key(gr, 'Year'),
    yColumns: [key(gr, 'Annual growth')],
    aggregation: 'none',
    unit: 'ppm per year',
  });
  const table = await chart(am, {
    title: 'Annual means',
    type: 'table',
    xColumn: key(am, 'Year'),
    yColumns: [key(am, 'Annual mean'), key(am, 'Uncertainty')],
    aggregation: 'none',
    unit: 'ppm',
  });
  // the Keeling curve is the CO2 page's own (Co2Section): the dashboard under it does not draw
  // it a second time (issue 34 item 8); the chart stays in the list for other dashboards
  const items: DashboardItem[] = [
    { chartId: kpi.id, width: 4, height: 'medium' },
    { chartId: annualBar.id, width: 4, height: 'medium' },
    { chartId: growthBar.id, width: 4, height: 'medium' },
    { chartId: table.id, width: 12, height: 'medium' },
  ];
  return dashboards.create(
    {
      slug: CO2_DASHBOARD_SLUG,
      title: 'CO2 project',
      description:
        'Carbon dioxide at Mauna Loa Observatory since 1958: the monthly means and their trend, the annual means and how fast they grow. Data: NOAA Global Monitoring Laboratory and Scripps Institution of Oceanography.',
      items,
    },
    author,
  );
}

/** `--reset`: the seeded dashboard and data sets go (their charts with them). */
export async function removeCo2(data: DbAndCache, config: Co2SeedConfig): Promise<void> {
  const { datasets, dashboards } = services(data, config);
  const dashboard = await dashboards.getBySlug(CO2_DASHBOARD_SLUG).catch(() => null);
  if (dashboard?.slug === CO2_DASHBOARD_SLUG) await dashboards.delete(dashboard.id);
  for (const { slug } of DATASETS) {
    try {
      await datasets.delete((await datasets.getBySlug(slug)).id, { withDependents: true });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
  }
}
