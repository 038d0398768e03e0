/**
 * Thumbnails of stored documents (photos, scans), made with sharp.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/**
 * Writes a thumbnail of the image at `srcAbsPath` to `destAbsPath` (format from the destination
 * extension, e.g. `.jpg`, `.png`, `.webp`; JPEG when unknown), at most `maxSizeInPixels` wide and
 * high, keeping the aspect ratio, never enlarging, honouring the EXIF orientation. Creates the
 * destination folder.
 * @returns true when written; false when the source is not an image sharp can decode (PDF,
 *   text, …) or cannot be read.
 */
export async function createThumbnail(srcAbsPath: string, destAbsPath: string, maxSizeInPixels = 320): Promise<boolean> {
  try {
    const image = sharp(srcAbsPath, { failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return false;
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
