import {
  CO2_DATASET_SLUGS,
  type Co2Summary,
  type Dataset,
  type Provenance,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../lib/cache';
import { provenanceOf } from '../charts/service';
import type { DatasetsService, DatasetTable } from '../datasets/service';
import { emissionsColumns, timeColumn, valueColumn } from './columns';
import { latestValue, type MonthlyRow, monthlySeries } from './queries';

export interface Co2ServiceDeps {
  db: Db;
  cache: Cache;
  datasets: Pick<DatasetsService, 'getBySlug' | 'tableOf'>;
}

interface Loaded {
  dataset: Dataset;
  table: DatasetTable;
  provenance: Provenance;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The same month `years` earlier: `2026-06-01` → `2025-06-01`. */
function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${date.slice(4)}`;
}

/** Latest minus the same month `years` earlier, when both are measured. */
function changeOver(months: MonthlyRow[], latest: MonthlyRow, years: number) {
  const earlier = months.find((m) => m.date === yearsBefore(latest.date, years));
  if (!earlier || earlier.average === null || latest.average === null) return null;
  return { value: round2(latest.average - earlier.average), from: earlier.date, to: latest.date };
}

/**
 * GET /api/dashboard/co2: the CO2 page's figures from the data sets with the well-known slugs.
 * A data set that is missing (or lacks the columns) leaves its figures null, never an error.
 * Kept until any data set changes.
 */
export function createCo2Service({ db, cache, datasets }: Co2ServiceDeps) {
  const kept = cache.map<'co2', Co2Summary>(['datasets'], 1);

  async function load(slug: string): Promise<Loaded | null> {
    try {
      const dataset = await datasets.getBySlug(slug);
      const table = await datasets.tableOf(dataset);
      return { dataset, table, provenance: provenanceOf({ ...dataset, tableName: table.name }) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function monthlyFigures(loaded: Loaded | null) {
    const time = loaded && timeColumn(loaded.table.columns);
    const average =
      loaded && valueColumn(loaded.table.columns, /average|mean|co2/i, /deseason|trend|adjust/i);
    if (!loaded || !time || !average) return null;
    const trend = valueColumn(loaded.table.columns, /deseason|trend|adjust/i);
    const months = await monthlySeries(
      db,
      loaded.table.name,
      time,
      average,
      trend && trend.key !== average.key ? trend : null,
    );
    const latest = months.findLast((m) => m.average !== null);
    return {
      latest: latest?.average != null ? { value: latest.average, date: latest.date } : null,
      changeOneYear: latest ? changeOver(months, latest, 1) : null,
      changeTenYears: latest ? changeOver(months, latest, 10) : null,
      keelingCurve: months,
    };
  }

  async function latestOf(loaded: Loaded | null, pattern: RegExp) {
    const time = loaded && timeColumn(loaded.table.columns);
    const value = loaded && valueColumn(loaded.table.columns, pattern);
    if (!loaded || !time || !value) return null;
    return latestValue(db, loaded.table.name, time, value);
  }

  function emissionsOf(loaded: Loaded | null): Co2Summary['emissions'] {
    const found = loaded && emissionsColumns(loaded.table.columns);
    if (!loaded || !found) return null;
    return {
      datasetId: loaded.dataset.id,
      entityColumn: found.entity.key,
      yearColumn: found.year.key,
      valueColumn: found.value.key,
      unit: found.value.unit,
      provenance: loaded.provenance,
    };
  }

  async function compute(): Promise<Co2Summary> {
    const [monthly, annual, growth, emissions] = await Promise.all([
      load(CO2_DATASET_SLUGS.monthly),
      load(CO2_DATASET_SLUGS.annual),
      load(CO2_DATASET_SLUGS.growth),
      load(CO2_DATASET_SLUGS.emissions),
    ]);
    const figures = await monthlyFigures(monthly);
    return {
      latest: figures?.latest ?? null,
      changeOneYear: figures?.changeOneYear ?? null,
      changeTenYears: figures?.changeTenYears ?? null,
      growthRate: await latestOf(growth, /increase|growth|rate/i),
      annualMean: await latestOf(annual, /mean|average|co2/i),
      keelingCurve: figures?.keelingCurve ?? [],
      emissions: emissionsOf(emissions),
      sources: [monthly, annual, growth, emissions].flatMap((l) => (l ? [l.provenance] : [])),
    };
  }

  return {
    summary: (): Promise<Co2Summary> => kept.get('co2', compute),
  };
}

export type Co2Service = ReturnType<typeof createCo2Service>;
