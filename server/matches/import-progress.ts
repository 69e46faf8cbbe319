import { basename } from 'node:path';
import type { DownloadProgress, ImportProgress } from './importers/importer';

/** Where `npm run data:import` writes: a terminal gets one redrawn line, a pipe or log file
 * one line per file. */
export interface ProgressOutput {
  isTTY: boolean;
  write(text: string): void;
}

const BAR_WIDTH = 10;
// ANSI "erase to end of line": a shorter redraw must not leave the old line's tail.
const ERASE_TO_END = '\u001b[K';

/** `[#####.....]` for done of total. */
export function progressBar(done: number, total: number): string {
  const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
}

/** 512 B, 12.3 kB, 1.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The short name shown on the bar: a file's or URL's last path segment. */
export function displayName(file: string): string {
  if (/^https?:\/\//i.test(file)) return basename(new URL(file).pathname) || file;
  return basename(file);
}

/**
 * Progress of one import run. On a terminal: one line redrawn with \r,
 * `[#####.....] 12/40 files  E0.csv  340.2 kB/1.2 MB`; `end()` closes it with a newline.
 * Elsewhere: `[12/40] path: 380 matches` per finished file, nothing while downloading.
 */
export function progressReporter(out: ProgressOutput, unit = 'files') {
  let drawn = false;
  const draw = (line: string) => {
    out.write(`\r${line}${ERASE_TO_END}`);
    drawn = true;
  };
  return {
    download({ file, index, total, received, size }: DownloadProgress) {
      if (!out.isTTY) return;
      const bytes = size ? `${formatBytes(received)}/${formatBytes(size)}` : formatBytes(received);
      draw(
        `${progressBar(index, total)} ${index}/${total} ${unit}  ${displayName(file)}  ${bytes}`,
      );
    },
    file({ file, index, total, rows, badRows }: ImportProgress) {
      const outcome = badRows > 0 ? `skipped, ${badRows} bad rows` : `${rows} matches`;
      if (!out.isTTY) {
        out.write(`[${index + 1}/${total}] ${file}: ${outcome}\n`);
        return;
      }
      const done = index + 1;
      draw(
        `${progressBar(done, total)} ${done}/${total} ${unit}  ${displayName(file)}  ${outcome}`,
      );
    },
    /** Ends the redrawn line, so what follows starts on its own. */
    end() {
      if (drawn) out.write('\n');
      drawn = false;
    },
  };
}
