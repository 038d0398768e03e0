import { it } from 'vitest';
import { request } from 'node:http';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer } from '../helpers/server.js';
import { loginWithPkce } from '../helpers/login.js';

function raw(url: string, token: string, headers: Record<string, string>, chunks: string[], abortAfter?: number): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${url}/rest/v5/docs`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers } });
    req.on('response', (res) => { let t = ''; res.on('data', (c) => (t += c)); res.on('end', () => resolve(`${res.statusCode} ${t}`)); });
    req.on('error', (e) => resolve(`error ${e.message}`));
    chunks.forEach((c) => req.write(c));
    if (abortAfter !== undefined) setTimeout(() => { req.destroy(); resolve('aborted'); }, abortAfter);
    else req.end();
  });
}
it('probe', async () => {
  const server = await startTestServer();
  const token = (await loginWithPkce(server.url, 'curator')).access_token;
  console.log('no boundary', await raw(server.url, token, { 'content-type': 'multipart/form-data' }, ['hello']));
  const B = 'XyZ';
  const head = `--${B}\r\nContent-Disposition: form-data; name="doc[doc_type]"\r\n\r\n1\r\n--${B}\r\nContent-Disposition: form-data; name="doc[dataset_id]"\r\n\r\n1\r\n--${B}\r\nContent-Disposition: form-data; name="doc[file]"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  console.log('truncated', await raw(server.url, token, { 'content-type': `multipart/form-data; boundary=${B}` }, [head, 'x'.repeat(100000)]));
  console.log('aborted', await raw(server.url, token, { 'content-type': `multipart/form-data; boundary=${B}` }, [head, 'x'.repeat(100000)], 300));
  await new Promise((r) => setTimeout(r, 500));
  const dir = join(server.dataDir, 'files', 'tmp');
  console.log('tmp', existsSync(dir) ? readdirSync(dir) : []);
  console.log('json field', await raw(server.url, token, { 'content-type': `multipart/form-data; boundary=${B}` }, [`--${B}\r\nContent-Disposition: form-data; name="doc[doc_type]"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--${B}--\r\n`]));
  await server.close();
});
