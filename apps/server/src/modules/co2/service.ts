import {
  CO2_SOURCE_ROLES,
  COMMON_ERROR_CODES,
  type Co2SourceRole,
  type Co2Sources,
  type Co2SourcesBody,
  type Co2Summary,
  type Dataset,
  type Provenance,
} from '@keeling/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Cache } from '../../lib/cache';
import { provenanceOf } from '../charts/service';
import type { DatasetsService, DatasetTable } from '../datasets/service';
import {
  defaultEntities,
  emissionsColumns,
  fitsRole,
  isAggregate,
  timeColumn,
  VALUE_PATTERNS,
  valueColumn,
} from './columns';
import { latestByEntity, latestValue, type MonthlyRow, monthlySeries } from './queries';
import { createCo2SourcesRepository } from './sources-repository';

export interface Co2ServiceDeps {
  db: Db;
  cache: Cache;
  datasets: Pick<DatasetsService, 'getById' | 'tableOf' | 'list' | 'annotations'>;
}

/** The most data sets the sources' pickers offer (the catalogue, by name). */
const CANDIDATES_MAX = 1000;

const ROLE_NAMES: Record<Co2SourceRole, string> = {
  monthly: 'the monthly means',
  annual: 'the annual means',
  growth: 'the growth rates',
  emissions: 'the emissions by country',
};

const unfit = (dataset: Dataset, role: Co2SourceRole) =>
  new AppError(
    400,
    COMMON_ERROR_CODES.invalidRequest,
    `“${dataset.name}” lacks the columns ${ROLE_NAMES[role]} need: ${
      role === 'emissions'
        ? 'a text column (the country), a year and a number'
        : `${role === 'monthly' ? 'a date or month' : 'a date, month or year'} column and a number, and no text column (one series)`
    }`,
  );

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
 * GET /api/dashboard/co2: the CO2 page's figures from the data sets chosen for its parts
 * (`co2_sources`). A part with no data set (or one lacking the columns) has its figures null,
 * never an error. Kept until a data set or a choice changes.
 */
export function createCo2Service({ db, cache, datasets }: Co2ServiceDeps) {
  const kept = cache.map<'co2', Co2Summary>(['datasets', 'co2_sources'], 1);
  const sources = createCo2SourcesRepository(db);

  async function load(id: string | undefined): Promise<Loaded | null> {
    if (!id) return null;
    try {
      const dataset = await datasets.getById(id);
      const table = await datasets.tableOf(dataset);
      return { dataset, table, provenance: provenanceOf({ ...dataset, tableName: table.name }) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function monthlyFigures(loaded: Loaded | null) {
    const time = loaded && timeColumn(loaded.table.columns);
    const average = loaded && valueColumn(loaded.table.columns, ...VALUE_PATTERNS.monthly);
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

  async function emissionsOf(loaded: Loaded | null): Promise<Co2Summary['emissions']> {
    const found = loaded && emissionsColumns(loaded.table.columns);
    if (!loaded || !found) return null;
    const entities = (await latestByEntity(db, loaded.table.name, found)).map((e) => ({
      ...e,
      aggregate: isAggregate(e.code),
    }));
    return {
      datasetId: loaded.dataset.id,
      entityColumn: found.entity.key,
      yearColumn: found.year.key,
      valueColumn: found.value.key,
      unit: found.value.unit,
      provenance: loaded.provenance,
      entities,
      defaultEntities: defaultEntities(entities),
    };
  }

  async function compute(): Promise<Co2Summary> {
    const chosen = await sources.all();
    const [monthly, annual, growth, emissions] = await Promise.all([
      load(chosen.monthly),
      load(chosen.annual),
      load(chosen.growth),
      load(chosen.emissions),
    ]);
    const figures = await monthlyFigures(monthly);
    return {
      latest: figures?.latest ?? null,
      changeOneYear: figures?.changeOneYear ?? null,
      changeTenYears: figures?.changeTenYears ?? null,
      growthRate: await latestOf(growth, VALUE_PATTERNS.growth[0]),
      annualMean: await latestOf(annual, VALUE_PATTERNS.annual[0]),
      keelingCurve: figures?.keelingCurve ?? [],
      keelingNotes:
        figures && monthly
          ? (await datasets.annotations(monthly.dataset.id)).map(({ from, to, text }) => ({
              from,
              to,
              text,
            }))
          : [],
      emissions: await emissionsOf(emissions),
      sources: [monthly, annual, growth, emissions].flatMap((l) => (l ? [l.provenance] : [])),
    };
  }

  return {
    summary: (): Promise<Co2Summary> => kept.get('co2', compute),

    /** Each part's data set, and every data set with the columns it needs (the pickers). */
    async sources(): Promise<Co2Sources> {
      const chosen = await sources.all();
      const { items } = await datasets.list({ page: 1, size: CANDIDATES_MAX, sort: 'name' });
      const ref = (d: Dataset) => ({ id: d.id, name: d.name });
      return CO2_SOURCE_ROLES.map((role) => {
        const dataset = items.find((d) => d.id === chosen[role]);
        return {
          role,
          dataset: dataset ? ref(dataset) : null,
          candidates: items.filter((d) => fitsRole(role, d.columns)).map(ref),
        };
      });
    },

    /** Chooses the data set of some parts (null: none); one lacking the columns is refused. */
    async setSources(body: Co2SourcesBody): Promise<void> {
      const changes = CO2_SOURCE_ROLES.flatMap((role) =>
        body[role] === undefined ? [] : [[role, body[role] ?? null] as const],
      );
      for (const [role, id] of changes) {
        if (!id) continue;
        const dataset = await datasets.getById(id);
        if (!fitsRole(role, dataset.columns)) throw unfit(dataset, role);
      }
      for (const [role, id] of changes) await sources.set(role, id);
      await cache.invalidate('co2_sources');
    },
  };
}

export type Co2Service = ReturnType<typeof createCo2Service>;
