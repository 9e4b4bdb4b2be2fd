import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Decision 0052: what index.html paints before the scripts run is colour only. Text or an image
// there is a first contentful paint that can come before the scripts, and then their start-up
// (several hundred ms under Lighthouse's slowdown) counts as blocking time: one run in four
// scored 77 where the others scored 94–96.
it('paints nothing contentful before the scripts run', () => {
  const html = fs.readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1];
  expect(root, 'index.html has its #root before the entry script').toBeDefined();
  expect(root).toMatch(/bg-brand-900/);
  expect(root).not.toMatch(/<(svg|img|picture|canvas|video|input|textarea|select)\b/i);
  expect(root!.replace(/<[^>]*>/g, '').trim()).toBe('');
});
