/**
 * Thumbnails of stored documents (photos, scans), made with sharp.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * Largest source image, in pixels, that gets a thumbnail. JPEG is decoded shrunk on load (1/8
 * scale) so even a 200 MP photo costs little memory; every other format is decoded whole (a
 * 16,000 × 16,000 PNG of 730 KB would take 256 MB–1 GB), so 40 MP (about 160 MB as RGBA) is
 * their limit. Bigger images are stored without a thumbnail (issue 11).
 */
export const MAX_THUMBNAIL_INPUT_PIXELS = { jpeg: 268_402_689, other: 40_000_000 } as const;

/**
 * Writes a thumbnail of the image at `srcAbsPath` to `destAbsPath` (format from the destination
 * extension, e.g. `.jpg`, `.png`, `.webp`; JPEG when unknown), at most `maxSizeInPixels` wide and
 * high, keeping the aspect ratio, never enlarging, honouring the EXIF orientation. Creates the
 * destination folder.
 * Images above {@link MAX_THUMBNAIL_INPUT_PIXELS} are refused from their header, before decoding.
 * @returns true when written; false when the source is not an image sharp can decode (PDF,
 *   text, …), is too large, or cannot be read.
 */
export async function createThumbnail(srcAbsPath: string, destAbsPath: string, maxSizeInPixels = 320): Promise<boolean> {
  try {
    const meta = await sharp(srcAbsPath).metadata(); // the header only
    if (!meta.width || !meta.height) return false;
    const limitInputPixels = meta.format === 'jpeg' ? MAX_THUMBNAIL_INPUT_PIXELS.jpeg : MAX_THUMBNAIL_INPUT_PIXELS.other;
    if (meta.width * meta.height > limitInputPixels) return false;
    const image = sharp(srcAbsPath, { failOn: 'error', limitInputPixels });
    await mkdir(dirname(destAbsPath), { recursive: true });
    const pipeline = image.rotate().resize({ width: maxSizeInPixels, height: maxSizeInPixels, fit: 'inside', withoutEnlargement: true });
    const ext = destAbsPath.toLowerCase().slice(destAbsPath.lastIndexOf('.') + 1);
    if (ext === 'png') await pipeline.png().toFile(destAbsPath);
    else if (ext === 'webp') await pipeline.webp({ quality: 80 }).toFile(destAbsPath);
    else await pipeline.jpeg({ quality: 80, mozjpeg: true }).toFile(destAbsPath);
    return true;
  } catch {
    return false;
  }
}
