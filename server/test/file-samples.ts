import sharp from 'sharp';

/** A JPEG photo of the given size, with noise so it compresses like a real one. */
export async function jpegSample(width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#4a7c59', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const pngSample = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();

/** The smallest well-formed PDF: file-type reads its `%PDF-` header. */
export const pdfSample = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );

export const svgWithScript = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
