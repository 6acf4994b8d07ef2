import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Media files as they are stored, sealed, without opening them: what the move command copies
 * between the data directory and a bucket. Both hold the same format (media-crypto.ts) under
 * the same keys, so a file copied byte for byte reads as before; no key is needed to move one.
 */
export type SealedFiles = {
  /** where the files are, for messages */
  where: string;
  keys(): AsyncIterable<string>;
  /** the sealed file's size in bytes; null when there is none */
  sizeOf(key: string): Promise<number | null>;
  open(key: string): Promise<Readable>;
  /** Stores `source` (`size` bytes) as the file `key`, replacing it whole, durably. */
  write(key: string, source: Readable, size: number): Promise<void>;
  remove(key: string): Promise<void>;
};

export type MoveReport = {
  /** files now only at the destination */
  moved: number;
  /** of those, copied in this run */
  copied: number;
  /** of those, found already at the destination (a run that was interrupted) */
  alreadyThere: number;
  bytes: number;
};

/** A move stopped part way; what was moved stays moved, and the next run goes on from there. */
export class MoveError extends Error {
  constructor(
    message: string,
    readonly report: MoveReport,
  ) {
    super(message);
  }
}

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
};

/** Copies `source` into `write`, answering the SHA-256 of what went through. */
async function copyHashing(source: Readable, write: (through: Readable) => Promise<void>) {
  const hash = createHash('sha256');
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const piping = pipeline(source, through);
  piping.catch(() => undefined); // its failure fails `write` too
  try {
    await write(through);
    await piping;
  } catch (error) {
    source.destroy();
    through.destroy();
    throw error;
  }
  return hash.digest('hex');
}

/**
 * Moves every file of `from` to `to`, one at a time: copied as its sealed bytes, unless `to`
 * already has it at the same size; checked (the SHA-256 of both copies must match); only then
 * removed from `from`. Stopped at any point, it has lost nothing, and the next run skips what
 * was copied already. `progress` hears of each file moved.
 */
export async function moveMedia(
  from: SealedFiles,
  to: SealedFiles,
  progress: (report: MoveReport) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, copied: 0, alreadyThere: 0, bytes: 0 };
  const copy = async (key: string, size: number) =>
    copyHashing(await from.open(key), (through) => to.write(key, through, size));
  for await (const key of from.keys()) {
    try {
      const size = await from.sizeOf(key);
      if (size === null) continue; // removed meanwhile
      let copied = false;
      let sourceHash: string;
      if ((await to.sizeOf(key)) === size) {
        sourceHash = await sha256(await from.open(key));
      } else {
        sourceHash = await copy(key, size);
        copied = true;
      }
      if ((await sha256(await to.open(key))) !== sourceHash) {
        // a copy at the same size that differs is not ours to trust: copy it again, once
        if (copied) throw new Error(`the copy at ${to.where} does not match the original`);
        sourceHash = await copy(key, size);
        copied = true;
        if ((await sha256(await to.open(key))) !== sourceHash)
          throw new Error(`the copy at ${to.where} does not match the original`);
      }
      await from.remove(key);
      report.moved++;
      report.bytes += size;
      if (copied) report.copied++;
      else report.alreadyThere++;
      progress(report);
    } catch (error) {
      throw new MoveError(
        `Could not move the media file ${key}: ${(error as Error).message}. Files moved so far stay moved, and the original of this one is where it was.`,
        { ...report },
      );
    }
  }
  return report;
}
