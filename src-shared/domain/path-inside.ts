/**
 * The one "is this path inside that folder" check of main (the app's own files served to the
 * window and browser mode, files refused for upload) and the reference service (its document
 * store). The path functions are passed in (Node's `node:path`, or `path.win32` in a test), so
 * this module has no Node import and the Windows rules are tested on any machine.
 */

/** The parts of Node's `node:path` the check needs. */
export interface PathFunctions {
  resolve(...paths: string[]): string;
  relative(from: string, to: string): string;
  isAbsolute(path: string): boolean;
  sep: string;
}

/**
 * Where `candidate` lies with respect to the folder `root` (both resolved against the current
 * directory first, so `..` segments are taken into account): its path relative to `root`
 * (`''` for the folder itself, `a/b.txt` below it), or `null` when it is outside (another
 * branch, `..`, another drive on Windows). A name that merely starts with two dots
 * (`..notes.txt`) is inside.
 */
export function pathBelowRoot(path: PathFunctions, root: string, candidate: string): string | null {
  const rel = path.relative(path.resolve(root), path.resolve(root, candidate));
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  return rel;
}
