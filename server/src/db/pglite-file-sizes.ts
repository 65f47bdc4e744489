import type { PGlite } from '@electric-sql/pglite';

/** The parts of Emscripten's file system (the one PGlite's PostgreSQL runs on) that this file touches. */
interface Stream {
  nfd: number;
  node: { mode: number };
}
type Operation = (...args: never[]) => unknown;
interface NodeFs {
  stream_ops: Record<string, Operation> & { llseek: (stream: Stream, offset: number, whence: number) => number };
  node_ops: Record<string, Operation>;
}
interface EmscriptenModule {
  NODEFS?: NodeFs;
  FS: { isFile(mode: number): boolean };
}

const seekEnd = 2;

/** Each PGlite has a file system of its own; a second open of the same one keeps the first's cache. */
const cached = new WeakSet<NodeFs>();

/** Every operation of Emscripten's NODEFS that can change a file's size, or which file a descriptor names. */
const changingStreamOps = ['write', 'setattr', 'open', 'close', 'allocate'] as const;
const changingNodeOps = ['setattr', 'rename', 'unlink', 'mknod', 'rmdir'] as const;

/**
 * PGlite on a data dir (Emscripten's NODEFS) answers each `lseek(fd, 0, SEEK_END)` with an `fstat` system call, and
 * PostgreSQL asks a relation's length that way each time it plans a query on it (the table and each of its indexes)
 * and each time a sequential scan starts or restarts (a subquery on a small table restarts once per outer row): some
 * 300 calls for one page of the visits list, the largest single part of a request's time under the load bench
 * (docs/decisions/0050-pglite-file-sizes.md). This keeps each descriptor's size once read, and forgets every size
 * at any operation that can change one or change what a descriptor names (a write, a truncate, an open or close, a
 * rename, an unlink): a read-only request reads each size once, one that writes reads them again after its write,
 * as before. Only this process writes the data dir (PGlite is one connection, and ops/server-lock.ts keeps a second
 * server off it), so nothing else can change a size behind the cache. Does nothing on an in-memory database (MEMFS keeps sizes in memory already).
 */
export function cacheFileSizes(client: PGlite): void {
  const module = client.Module as unknown as EmscriptenModule;
  const nodefs = module.NODEFS;
  if (!nodefs || cached.has(nodefs)) return;
  cached.add(nodefs);
  const sizes = new Map<number, number>();
  const forgetFirst = (ops: Record<string, Operation>, name: string) => {
    const original = ops[name];
    if (!original) return;
    ops[name] = function (this: unknown, ...args: never[]) {
      sizes.clear();
      return original.apply(this, args);
    };
  };
  for (const name of changingStreamOps) forgetFirst(nodefs.stream_ops, name);
  for (const name of changingNodeOps) forgetFirst(nodefs.node_ops, name);
  const llseek = nodefs.stream_ops.llseek;
  nodefs.stream_ops.llseek = function (this: unknown, stream: Stream, offset: number, whence: number) {
    if (whence !== seekEnd || !module.FS.isFile(stream.node.mode)) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.nfd);
    if (size === undefined) {
      size = llseek.call(this, stream, 0, seekEnd);
      sizes.set(stream.nfd, size);
    }
    // A position before the start is refused by the original, with its error.
    return offset + size < 0 ? llseek.call(this, stream, offset, whence) : offset + size;
  };
}
