import { z } from 'zod/mini';
import { provenanceSchema } from './charts';

// GET /api/dashboard/co2: the CO2 project page's headline figures, computed from the data sets
// chosen for its parts in the page's settings (GET/PUT /api/dashboard/co2/sources): the seed
// chooses its NOAA sets; an editor chooses an emissions data set (OWID's) once it is imported.

/** The parts of the CO2 page, each drawn from one data set. */
/** The dashboard whose page carries the CO2 figures above its charts (SPEC §2). */
export const CO2_DASHBOARD_SLUG = 'Co2';

export const CO2_SOURCE_ROLES = ['monthly', 'annual', 'growth', 'emissions'] as const;
export type Co2SourceRole = (typeof CO2_SOURCE_ROLES)[number];

/** The seed's NOAA data sets (the page itself finds its data sets by the choice, by id). */
export const CO2_DATASET_SLUGS = {
  monthly: 'noaa-co2-monthly-mlo',
  annual: 'noaa-co2-annual-mlo',
  growth: 'noaa-co2-growth-mlo',
} as const;

const figure = z.object({ value: z.number(), date: z.string() });
const change = z.object({ value: z.number(), from: z.string(), to: z.string() });

export const co2SummarySchema = z.object({
  /** Latest monthly mean at Mauna Loa, ppm, with its month (`YYYY-MM-DD`, first of the month). */
  latest: z.nullable(figure),
  changeOneYear: z.nullable(change),
  changeTenYears: z.nullable(change),
  /** Latest annual growth rate, ppm per year, with its year. */
  growthRate: z.nullable(figure),
  /** Latest annual mean, ppm. */
  annualMean: z.nullable(figure),
  /** The Keeling curve: monthly mean (seasonal cycle) and de-seasonalised trend. */
  keelingCurve: z.array(
    z.object({ date: z.string(), average: z.nullable(z.number()), trend: z.nullable(z.number()) }),
  ),
  /** The monthly data set's notes on time ranges, drawn on the Keeling curve. */
  keelingNotes: z.array(z.object({ from: z.string(), to: z.string(), text: z.string() })),
  /** The emissions data set, when it is loaded: its id and the column keys to query. */
  emissions: z.nullable(
    z.object({
      datasetId: z.string(),
      entityColumn: z.string(),
      yearColumn: z.string(),
      valueColumn: z.string(),
      unit: z.nullable(z.string()),
      provenance: provenanceSchema,
      /**
       * Every entity with its latest value, largest first; `aggregate` for OWID's regions and
       * groups (no ISO code, or an `OWID_` one: World, Asia, High-income countries…).
       */
      entities: z.array(
        z.object({
          name: z.string(),
          code: z.nullable(z.string()),
          aggregate: z.boolean(),
          latest: z.nullable(z.number()),
          year: z.nullable(z.string()),
        }),
      ),
      /** What the chart shows before a reader picks: World and the largest countries. */
      defaultEntities: z.array(z.string()),
    }),
  ),
  sources: z.array(provenanceSchema),
});
export type Co2Summary = z.infer<typeof co2SummarySchema>;
export const co2ResponseSchema = z.object({ co2: co2SummarySchema });

const datasetRefSchema = z.object({ id: z.string(), name: z.string() });

/** Each part of the CO2 page: its data set, and the data sets with the columns it needs. */
export const co2SourcesResponseSchema = z.object({
  sources: z.array(
    z.object({
      role: z.enum(CO2_SOURCE_ROLES),
      dataset: z.nullable(datasetRefSchema),
      candidates: z.array(datasetRefSchema),
    }),
  ),
});
export type Co2Sources = z.infer<typeof co2SourcesResponseSchema>['sources'];

/** PUT /api/dashboard/co2/sources: the parts to change, each a data set's id or null (none). */
export const co2SourcesBodySchema = z.partialRecord(
  z.enum(CO2_SOURCE_ROLES),
  z.nullable(z.uuid('Must be a valid id')),
);
export type Co2SourcesBody = z.infer<typeof co2SourcesBodySchema>;
