import type { ImageType } from './image-type';

/** sharp (libvips) at the first image, not at every start of the server. */
const loadSharp = async () => (await import('sharp')).default;

/** Larger pictures are refused before they are decoded (a small file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 40_000_000;

export type RasterImageType = Exclude<ImageType, 'image/svg+xml'>;

/**
 * Decodes a raster image and encodes it afresh in its own format, so only a real image is ever
 * kept: a file that merely starts with an image's signature (and holds HTML, say) does not
 * decode, and whatever rides along in metadata or after the image data is left behind. The
 * orientation a camera recorded is applied first, since the metadata that held it goes.
 * Undefined when the bytes are not a readable image of that type.
 */
export async function reencodeImage(bytes: Buffer, type: RasterImageType): Promise<Buffer | undefined> {
  try {
    const image = (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : type === 'image/jpeg'
          ? image.jpeg({ quality: 90, mozjpeg: true })
          : image.webp({ quality: 90 });
    return await encoded.toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * A square of `size` pixels a side, cropped from the centre of a raster image (a profile
 * photo), as WebP: decoded and encoded afresh like `reencodeImage`. Undefined when the bytes
 * are not a readable image.
 */
export async function squareImage(bytes: Buffer, size: number): Promise<Buffer | undefined> {
  try {
    return await (
      await loadSharp()
    )(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
