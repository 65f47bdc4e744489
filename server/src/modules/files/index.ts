/**
 * The files module's public entry (docs/decisions/0021-file-storage.md): uploaded and generated files (the documents
 * and images tabs, a report's photos, signature and PDF, the company's logo), their bytes behind one storage
 * interface (DATA_DIR/files or S3), their rows in `stored_files`. The reports and mail parts store and read files
 * with storeFile and readStoredFile; the HTTP side is files.routes.ts, the GraphQL side files.schema.ts.
 */
export type { StoredFileRow } from '../../db/tables/index.ts';
export type { FileStorage, StoredObject } from './file-storage.ts';
export { fileStorage, storageFromConfig, useFileStorage } from './current-storage.ts';
export type { FileKind } from './file-kind.ts';
export { filePurposes, storeFile, type FilePurpose, type StoreFileInput } from './store-file.ts';
export { removeObjects as removeStoredObjects, withFileTransaction, type FileWrites } from './file-transaction.ts';
export { readStoredFile, type StoredFileContent } from './read-stored-file.ts';
export { findReadableFile, type FileOwner } from './file-access.ts';
export { liveVisitImageIds } from './live-visit-images.ts';
export { listFiles, type FileItem, type ListFilesInput } from './list-files.ts';
export { uploadFile, type FileTab, type UploadFileInput } from './upload-file.ts';
export { deleteFile } from './delete-file.ts';
export { setFileShared } from './set-file-shared.ts';
export { myDocuments, type MyDocument, type MyDocumentOwner } from './my-documents.ts';
export { sweepStoredFiles, type SweepResult } from './sweep-files.ts';
export { makeThumbnail, thumbnailEdge } from './thumbnail.ts';
export { uploadCeilingMb, uploadLimitMb } from './file-limits.ts';
