import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './src-server/index.js';
const s = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'try-')), port: 0 });
const time = async (path: string, n = 50) => {
  let bytes = 0; const t0 = performance.now();
  for (let i = 0; i < n; i++) { const r = await fetch(s.url + path); bytes = (await r.arrayBuffer()).byteLength; }
  console.log(((performance.now() - t0) / n).toFixed(2), 'ms', bytes, 'B', path);
};
await time('/public/v5/taxonomy/names?scientific_name[iw_contains]=ach&limit=20');
await time('/public/v5/taxonomy/names?vernacular_name[iw_contains]=knö&limit=20');
await time('/public/v5/taxonomy/taxa?limit=1000');
await time('/public/v5/taxonomy/taxa/profiles?limit=1000&fact_type=neophyte&fact_value=true');
await time('/public/v5/administrative_units?unit_type=municipality&limit=1000', 5);
await time('/public/v5/administrative_units?unit_type=municipality&limit=1000&with_geometry=true', 5);
await time('/public/v5/administrative_units?unit_type=canton&with_geometry=true', 5);
const r = await fetch(s.url + '/public/v5/taxonomy/names?vernacular_name[iw_contains]=knö&limit=5');
console.log(JSON.stringify((await r.json() as any).data.map((x: any) => [x.scientific_name, x.vernacular_name_de])));
await s.close();
