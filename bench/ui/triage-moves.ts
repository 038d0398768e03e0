/**
 * Figure 2 of `npm run bench:ui`: next observation in triage (key `j`) → the detail of the next
 * one painted: the browser's Event Timing of the key press (its next paint) when the detail
 * changed while the key was handled, else the key event's time stamp → the detail in the DOM →
 * after the next frame (page-probes.ts). Also timed: the table
 * marking that row as current (the workspace caught up), and as the baseline the detail's own
 * update (performance measure `detail-render` of ObservationDetail.vue: its beforeUpdate → updated),
 * and the floor: a key that changes one small text (page-probes.ts `installEcho`) → its paint.
 * Between moves the bench waits like a steward looking at the record (the prefetch runs then).
 */
import type { Page } from '@playwright/test';
import { ECHO_SELECTOR } from './page-probes.js';
import type { ProbeClient } from './probe-client.js';

const DETAIL_ID = '[data-testid="observation-detail"] .detail__id';

/** Per move, in ms. */
export interface TriageTimes {
  detail_painted_ms: number[];
  /** Key → the end of the first task after that frame: the work deferred until after the paint has run too. */
  detail_settled_ms: number[];
  /** Key → the detail's new content in the DOM (the script part of the move). */
  detail_dom_ms: number[];
  table_caught_up_ms: number[];
  detail_render_ms: number[];
  /** Key → paint of a one-text change (same measure as `detail_painted_ms`). */
  echo_painted_ms: number[];
}

/** Opens the workspace's first observation (`j`), then makes `moves` moves with `look_ms` between them. */
export async function measureTriage(page: Page, probes: ProbeClient, options: { moves: number; look_ms: number; warmup: number }): Promise<TriageTimes> {
  const out: TriageTimes = { detail_painted_ms: [], detail_settled_ms: [], detail_dom_ms: [], table_caught_up_ms: [], detail_render_ms: [], echo_painted_ms: [] };
  const look = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, options.look_ms));
  await page.keyboard.press('j');
  await page.locator(DETAIL_ID).waitFor();
  await look();
  for (let move = 0; move < options.warmup + options.moves; move += 1) {
    const from = await probes.text(DETAIL_ID);
    await probes.measures('detail-render');
    await probes.arm('keydown', [{ kind: 'text-changed', selector: DETAIL_ID, from }, { kind: 'table-follows-detail', from }]);
    await page.keyboard.press('j');
    const [detail, table] = await probes.armed();
    await look();
    const renders = await probes.measures('detail-render');
    if (move < options.warmup) continue;
    out.detail_painted_ms.push(detail!.to_next_paint_ms ?? detail!.to_paint_ms);
    out.detail_settled_ms.push(detail!.to_paint_ms);
    out.detail_dom_ms.push(detail!.to_dom_ms);
    out.table_caught_up_ms.push(table!.to_next_paint_ms ?? table!.to_paint_ms);
    if (renders.length) out.detail_render_ms.push(renders[0]!);
  }
  await probes.installEcho();
  for (let press = 0; press < options.moves; press += 1) {
    await probes.arm('keydown', [{ kind: 'text-changed', selector: ECHO_SELECTOR, from: await probes.text(ECHO_SELECTOR) }]);
    await page.keyboard.press('F9');
    const [echo] = await probes.armed();
    out.echo_painted_ms.push(echo!.to_next_paint_ms ?? echo!.to_paint_ms);
    await look();
  }
  return out;
}
