import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stdSerializers } from 'pino';

/**
 * The built server runs without node's `--enable-source-maps`, which read and kept every bundle's map in each process
 * from its start (some 24 MB a process, decisions/0060). A logged error's stack is mapped here instead, when it is
 * logged: each frame in a bundle of `bundleDir` is given its TypeScript file, line and column from the map beside the
 * bundle. The maps are read at the first error and let go a minute later, so a process that logs no error never holds
 * them. Run from the sources (tsx), frames already name the TypeScript files and nothing matches.
 */
const bundleDir = import.meta.dirname;

/** A frame's location: a file URL or an absolute path of a .js file, its line and column. */
const frameLocation = /(file:\/\/[^\s()]+?\.js|\/[^\s()]+?\.js):(\d+):(\d+)/g;

const maps = new Map<string, SourceMap | null>();
let letGo: NodeJS.Timeout | undefined;

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null; // no map beside it (deleted, or never built): the frame stays as it is
    }
    maps.set(file, map);
    letGo ??= setTimeout(() => {
      maps.clear();
      letGo = undefined;
    }, 60_000).unref();
  }
  return map;
}

/** `stack` with each frame of a bundle in `dir` (the server's own by default) at its place in the sources. */
export function sourceStack(stack: string, dir = bundleDir): string {
  return stack.replace(frameLocation, (frame, location: string, line: string, column: string) => {
    const file = location.startsWith('file://') ? fileURLToPath(location) : location;
    if (path.dirname(file) !== dir) return frame;
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    const source = entry.originalSource.startsWith('file://')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(dir, entry.originalSource);
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** pino's error serializer, with the stack at its place in the sources (for the server's and the worker's logs). */
export function errorWithSourceStack(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.stack === 'string') serialized.stack = sourceStack(serialized.stack);
  return serialized;
}
