/**
 * The files feature's public entry (docs/decisions/0021-file-storage.md): the documents and images tabs of visits
 * and customers, and the photo resizing the technician panel's camera uses.
 */
export { VisitFiles } from './visit-files.tsx';
export { OwnerFiles } from './owner-files.tsx';
export { FileTab } from './file-tab.tsx';
export { UploadArea } from './upload-area.tsx';
export { resizeImage, uploadImageEdge } from './resize-image.ts';
export { uploadFile, filesKey, type FileOwner, type StoredFile, type UploadTab } from './files-api.ts';
