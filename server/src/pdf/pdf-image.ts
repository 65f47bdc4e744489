import { loadSharp } from '../core/sharp.ts';

/** The longest edge of an image in the PDF: sharp on paper at a photo's printed size, and a PDF that mails well. */
export const pdfImageEdge = 1600;

/**
 * An image as the PDF embeds it: upright, at most `pdfImageEdge` on its longest edge, JPEG (pdfmake embeds JPEG
 * without decoding it), or PNG when the image has transparency (a signature's strokes on nothing). WebP and
 * others are re-encoded, as pdfmake reads only JPEG and PNG. Throws when the bytes do not decode (the caller leaves
 * the image out).
 */
export async function pdfImage(bytes: Buffer): Promise<Buffer> {
  const image = (await loadSharp())(bytes, { limitInputPixels: 100_000_000 });
  const { hasAlpha } = await image.metadata();
  const resized = image.autoOrient().resize(pdfImageEdge, pdfImageEdge, { fit: 'inside', withoutEnlargement: true });
  return hasAlpha ? resized.png().toBuffer() : resized.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
