import { crc32, deflateSync } from 'node:zlib';

/** A PNG of one colour, written by hand (signature, IHDR, IDAT, IEND): test images without an image library. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: [number, number, number],
  /** A black line across the middle: a drawing rather than an empty canvas. */
  line = false,
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const black = Buffer.alloc(1 + width * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, (_, y) => (line && y === height >> 1 ? black : row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
