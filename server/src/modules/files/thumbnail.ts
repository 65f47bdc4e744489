import { loadSharp } from '../../core/sharp.ts';
import { badInput } from '../../core/errors.ts';

/** The longest edge of a thumbnail: a list's tile at twice its CSS size (high-density screens). */
export const thumbnailEdge = 320;

export interface Thumbnail {
  bytes: Buffer;
  /** The original image's size, upright (EXIF orientation applied). */
  width: number;
  height: number;
}

/** sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF): an iPhone's HEVC photo gets no thumbnail. */
const undecodable = new Set(['image/heic', 'image/heif']);

/**
 * A WebP thumbnail of an image, turned upright by its EXIF orientation (phones store photos sideways), or null when
 * the image cannot be decoded here (HEIC: docs/decisions/0021-file-storage.md). An image that does not decode
 * (a JPEG header before garbage, a truncated upload) is refused as damaged; `limitInputPixels` refuses
 * decompression bombs (a small file declaring gigapixels) the same way.
 */
export async function makeThumbnail(bytes: Buffer, mimeType: string): Promise<Thumbnail | null> {
  if (undecodable.has(mimeType)) return null;
  const sharp = await loadSharp();
  try {
    const input = { limitInputPixels: 100_000_000, failOn: 'truncated' } as const;
    const metadata = await sharp(bytes, input).metadata();
    const sideways = (metadata.orientation ?? 1) >= 5;
    const data = await sharp(bytes, input)
      .autoOrient()
      .resize(thumbnailEdge, thumbnailEdge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      bytes: data,
      width: sideways ? metadata.height : metadata.width,
      height: sideways ? metadata.width : metadata.height,
    };
  } catch {
    throw badInput('file', 'file.damaged');
  }
}
