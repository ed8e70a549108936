import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChartCsv, CsvSink } from './csv-export';

const CSV = 'text/csv; charset=utf-8';

/**
 * Answers a chart's CSV as a stream: each batch is written when the client has taken the one
 * before (back-pressure), and the reading stops when the client goes away. A failure midway
 * cuts the answer short (its status is already sent) and is logged.
 */
export function sendChartCsv(reply: FastifyReply, csv: ChartCsv): FastifyReply {
  const out = new PassThrough();
  let gone = false;
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone = true;
  });
  const sink: CsvSink = {
    get gone() {
      return gone;
    },
    write: (text) =>
      out.write(text)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            out.once('drain', resolve);
            out.once('close', resolve);
          }),
  };
  csv.run(sink).then(
    () => out.end(),
    (error: unknown) => {
      reply.log.error({ err: error }, 'chart CSV cut short');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply
    .type(CSV)
    .header('content-disposition', 'attachment; filename="chart.csv"')
    .send(out);
}
