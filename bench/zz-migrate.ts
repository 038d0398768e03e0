import { openPostgres } from '../src-server/db/postgres/open.js';
const t = performance.now();
const store = await openPostgres(process.argv[2]!);
console.log('applied', store.applied, ((performance.now() - t) / 1000).toFixed(1), 's');
await store.close();
