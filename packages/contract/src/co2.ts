import { z } from 'zod/mini';
import { provenanceSchema } from './charts';

// GET /api/dashboard/co2: the CO2 project page's headline figures, computed from the data sets
// with the well-known slugs below (the seed creates the NOAA ones; a user imports the OWID file).

export const CO2_DATASET_SLUGS = {
  monthly: 'noaa-co2-monthly-mlo',
  annual: 'noaa-co2-annual-mlo',
  growth: 'noaa-co2-growth-mlo',
  emissions: 'owid-co2-emissions',
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
  /** The emissions data set, when it is loaded: its id and the column keys to query. */
  emissions: z.nullable(
    z.object({
      datasetId: z.string(),
      entityColumn: z.string(),
      yearColumn: z.string(),
      valueColumn: z.string(),
      unit: z.nullable(z.string()),
      provenance: provenanceSchema,
    }),
  ),
  sources: z.array(provenanceSchema),
});
export type Co2Summary = z.infer<typeof co2SummarySchema>;
export const co2ResponseSchema = z.object({ co2: co2SummarySchema });
