import type { Readable } from 'node:stream';

/** A stored object's key and when it was written (the sweep leaves young objects alone: their row may be coming). */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where file bytes live, behind one interface (docs/decisions/0021-file-storage.md): a folder under DATA_DIR by
 * default, an S3-compatible bucket when S3_* is configured. Keys are made by the server (`<companyId>/<random>`), never
 * from a file's name; the `stored_files` row is the only way to them.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  /** Removing an object that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every object, for the sweep that removes bytes whose row is gone. */
  list(): AsyncIterable<StoredObject>;
}
