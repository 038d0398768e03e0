import { describe, expect, it } from 'vitest';
import { createFakeDesk } from './fake-desk.js';

describe('the fake desk of the renderer tests', () => {
  it('answers the layers of one\'s own as a fresh profile does, so a test that shows a map reads none', async () => {
    await expect(createFakeDesk().mapLayers.list()).resolves.toEqual({ layers: [] });
  });

  it('says which method a test left without an answer', async () => {
    await expect(createFakeDesk().mapLayers.addXyz({ title: 'Relief', url_template: 'https://tiles.example.org/{z}/{x}/{y}.png' }))
      .rejects.toThrow('the fake desk has no answer for mapLayers.addXyz');
  });
});
