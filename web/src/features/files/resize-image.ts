/** Types the browser decodes and re-encodes here; others (HEIC on most browsers, GIF) are sent as they are. */
const resizable = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A phone photo made small enough to send quickly: its longest edge at most `maxEdge` pixels, upright (EXIF
 * orientation applied by createImageBitmap), re-encoded as JPEG (PNG kept as PNG, for transparency). A file
 * already small enough, or one the browser cannot decode, is returned unchanged; the server checks it either way.
 * The technician panel's camera photos use it too.
 */
export async function resizeImage(file: File, maxEdge: number): Promise<File> {
  if (!resizable.has(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = maxEdge / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    if (!blob || blob.size >= file.size) return file;
    const name = type === 'image/jpeg' ? file.name.replace(/\.(png|webp|jpe?g)$/i, '') + '.jpg' : file.name;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/** The longest edge a photo is sent at: sharp enough for a report, a fraction of a phone camera's 12 megapixels. */
export const uploadImageEdge = 2560;
