/**
 * The state of the footprint editor apart from the map: the current footprint (WKT, EPSG:4326),
 * its undo history, and its two text forms — WKT and the coordinate list in LV95 (EPSG:2056) or
 * WGS84 — kept in step. Edits come from the map, the WKT field or the coordinate list; each is
 * recorded, shown in the other forms (the map through `show`) and reported through `changed`.
 */
import { computed, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { formatVertexLines, parseVertexLines, type EntryCrs } from './coordinate-list.js';
import type { XY } from './crs.js';
import { UndoStack } from './undo-stack.js';
import { useMapLocale } from './use-map-locale.js';
import { footprintFromVertices, footprintVertices, MIN_VERTICES, readFootprint, WktError, type FootprintKind } from './wkt.js';

/** Where an edit came from. */
export type EditOrigin = 'map' | 'wkt' | 'coordinates';

/** What the model needs from the editor around it. */
export interface FootprintModelHost {
  /** The footprint as the parent holds it (v-model). */
  initial: string | null;
  mode(): FootprintKind;
  /** Shows a footprint on the map (fit: move the view to it). */
  show(wkt: string | null, fit: boolean): void;
  /** A new footprint to hand to the parent. */
  changed(wkt: string | null): void;
}

/** The vertices `[lon, lat]` (EPSG:4326) of a simple footprint; null when the list cannot show it. */
function verticesOf(wkt: string | null): XY[] | null {
  if (!wkt) return [];
  try {
    return footprintVertices(wkt)?.vertices ?? null;
  } catch {
    return null;
  }
}

/** Creates the editor's model (see the file comment). */
export function useFootprintModel(host: FootprintModelHost) {
  const { t } = useI18n();
  const { locale, letters } = useMapLocale();
  const current = ref<string | null>(host.initial);
  const history = new UndoStack<string | null>(host.initial);
  const canUndo = ref(false);
  const canRedo = ref(false);
  const crs = ref<EntryCrs>('lv95');
  const wktText = ref('');
  const coordinatesText = ref('');
  const wktError = ref<string | null>(null);
  const coordinateErrors: Ref<string[]> = ref([]);
  /** The coordinate list cannot show multi-part footprints or holes. */
  const complex = computed(() => verticesOf(current.value) === null);

  function refreshTexts(keepWktText = false): void {
    if (!keepWktText) wktText.value = current.value ?? '';
    wktError.value = null;
    coordinateErrors.value = [];
    coordinatesText.value = formatVertexLines(verticesOf(current.value) ?? [], crs.value, locale.value, letters.value);
    canUndo.value = history.canUndo;
    canRedo.value = history.canRedo;
  }

  /** A finished edit from `origin`: recorded for undo, shown in the other forms, and reported. */
  function commit(wkt: string | null, origin: EditOrigin): void {
    current.value = wkt;
    history.push(wkt);
    if (origin !== 'map') host.show(wkt, true);
    refreshTexts(origin === 'wkt');
    host.changed(wkt);
  }

  /** Undo or redo one edit. */
  function step(direction: 'undo' | 'redo'): void {
    const wkt = direction === 'undo' ? history.undo() : history.redo();
    if (wkt === current.value) return;
    current.value = wkt;
    host.show(wkt, false);
    refreshTexts();
    host.changed(wkt);
  }

  /** Takes the WKT field (empty: no footprint); a syntax error is shown, nothing changes. */
  function applyWkt(): void {
    const text = wktText.value.trim();
    if (!text) return commit(null, 'wkt');
    try {
      readFootprint(text);
    } catch (error) {
      wktError.value = t('map.editor.errors.wkt', { message: error instanceof WktError ? error.message : String(error) });
      return;
    }
    commit(text, 'wkt');
  }

  /** Takes the coordinate list as a footprint of the editor's mode; bad lines are named, nothing changes. */
  function applyCoordinates(): void {
    const parsed = parseVertexLines(coordinatesText.value, crs.value, letters.value);
    if (!parsed.ok) {
      coordinateErrors.value = parsed.errors.map((e) => t('map.editor.errors.line', { line: e.line, message: t(`map.coordinateErrors.${e.error}`) }));
      return;
    }
    const mode = host.mode();
    const wkt = footprintFromVertices(mode, parsed.vertices);
    if (!wkt) {
      coordinateErrors.value = [t('map.editor.errors.tooFew', { kind: t(`map.editor.kinds.${mode}`), min: MIN_VERTICES[mode] })];
      return;
    }
    commit(wkt, 'coordinates');
  }

  /** A footprint from the parent (another observation): shown, no undo across it, not reported back. */
  function replace(wkt: string | null): boolean {
    if (wkt === current.value) return false;
    current.value = wkt;
    history.reset(wkt);
    refreshTexts();
    return true;
  }

  watch([crs, locale], () => refreshTexts(true));
  refreshTexts();

  return { current, canUndo, canRedo, crs, wktText, coordinatesText, wktError, coordinateErrors, complex, commit, step, applyWkt, applyCoordinates, replace };
}
