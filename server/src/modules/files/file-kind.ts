import { loadOnce } from '../../core/load-once.ts';

/** file-type, loaded at the first upload rather than at start. */
const loadFileType = loadOnce(() => import('file-type'));
import { badInput } from '../../core/errors.ts';
import { nameExtension } from './file-name.ts';

export type FileKind = 'image' | 'document';

interface Accepted {
  kind: FileKind;
  /** The Content-Type it is stored and served with. */
  mimeType: string;
  /** The extensions a name may carry for this content. */
  extensions: string[];
}

/**
 * What may be uploaded, keyed by the type file-type reads from the content (magic numbers, not the name): phone and
 * camera images, PDF and office documents. Anything else (SVG and HTML above all: they run script when opened, text,
 * archives, programs) is refused.
 */
const accepted: Record<string, Accepted> = {
  'image/jpeg': { kind: 'image', mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { kind: 'image', mimeType: 'image/png', extensions: ['png'] },
  'image/webp': { kind: 'image', mimeType: 'image/webp', extensions: ['webp'] },
  'image/heic': { kind: 'image', mimeType: 'image/heic', extensions: ['heic', 'heif'] },
  'image/heif': { kind: 'image', mimeType: 'image/heif', extensions: ['heic', 'heif'] },
  'application/pdf': { kind: 'document', mimeType: 'application/pdf', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  'application/vnd.oasis.opendocument.text': {
    kind: 'document',
    mimeType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
  },
  'application/vnd.oasis.opendocument.spreadsheet': {
    kind: 'document',
    mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
  'application/vnd.oasis.opendocument.presentation': {
    kind: 'document',
    mimeType: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
  },
  // Word, Excel and PowerPoint before 2007 share one container (CFB); the name says which.
  'application/x-cfb': { kind: 'document', mimeType: 'application/octet-stream', extensions: ['doc', 'xls', 'ppt'] },
};

const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const acceptedExtensions = new Set(Object.values(accepted).flatMap((a) => a.extensions));

/**
 * Extensions that claim a type: those of accepted content, and those a browser or desktop would run or render
 * (a PDF named `x.html` is refused, not saved as a page). A name with any other ending (`Scan 2024.03.01`) claims
 * nothing.
 */
const claimingExtensions = new Set([
  ...acceptedExtensions,
  ...['gif', 'svg', 'svgz', 'html', 'htm', 'xhtml', 'xml', 'js', 'mjs', 'exe', 'bat', 'cmd', 'sh', 'ps1', 'txt', 'csv'],
]);

export interface DetectedFile {
  kind: FileKind;
  mimeType: string;
}

/**
 * The kind and type of an upload, read from its bytes. Refused (BAD_USER_INPUT on `file`): content of no accepted
 * type (`file.typeNotAllowed`), and content that is not what its name says — a `.pdf` that is no PDF, a `.jpg`
 * holding a PDF (`file.contentMismatch`). A name without an extension claims nothing.
 */
export async function detectFile(bytes: Buffer, name: string): Promise<DetectedFile> {
  const extension = nameExtension(name);
  const detected = await (await loadFileType()).fileTypeFromBuffer(bytes);
  const match = detected ? accepted[detected.mime] : undefined;
  if (!match) {
    throw badInput('file', acceptedExtensions.has(extension) ? 'file.contentMismatch' : 'file.typeNotAllowed');
  }
  if (claimingExtensions.has(extension) && !match.extensions.includes(extension)) {
    throw badInput('file', 'file.contentMismatch');
  }
  if (detected!.mime === 'application/x-cfb') {
    const mimeType = legacyOffice[extension];
    if (!mimeType) throw badInput('file', 'file.typeNotAllowed');
    return { kind: 'document', mimeType };
  }
  return { kind: match.kind, mimeType: match.mimeType };
}
