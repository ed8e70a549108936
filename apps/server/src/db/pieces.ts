import { Readable } from 'node:stream';

/**
 * A file stored as numbered pieces (one row each: a staged file, a version's original), read back
 * in order, one piece in memory at a time: `piece(seq)` answers the bytes of piece `seq` (from 0),
 * undefined past the last.
 */
export function readPieces(piece: (seq: number) => Promise<Buffer | undefined>): Readable {
  return Readable.from(
    (async function* read() {
      for (let seq = 0; ; seq++) {
        const data = await piece(seq);
        if (!data) return;
        yield data;
      }
    })(),
  );
}
