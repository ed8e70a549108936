import { existsSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const SHM = '/dev/shm';

/** Free bytes of /dev/shm (shared memory, a tmpfs on Linux), 0 where there is none. */
function sharedMemoryFree(): number {
  if (!existsSync(SHM)) return 0;
  const { bavail, bsize } = statfsSync(SHM);
  return bavail * bsize;
}

/**
 * Whether /dev/shm is large enough for Chromium's shared memory and the servers' data: a
 * container's default 64 MB is not (Chromium is then told --disable-dev-shm-usage).
 */
export const roomyShm = sharedMemoryFree() > 2 * 1024 ** 3;

/**
 * Where the browser tests keep their servers' data folders: in memory (/dev/shm) when it is
 * roomy, where PGlite's writes and fsyncs cost no disk (measured: the browser files 8 % faster),
 * else the system's temp folder.
 */
export const scratchRoot = roomyShm ? SHM : tmpdir();
