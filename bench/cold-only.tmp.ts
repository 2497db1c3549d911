import { randomBytes } from 'node:crypto';
import { coldRenders, entry } from './cold-render';
import { floorColdRenders, startFloor } from './floor-app';
import { median } from './page-audit';
import { freePort, startServer } from './server';
const pages = [
  { label: 'home', path: '/en/', purge: entry('page-home', 'page') },
  { label: 'results', path: '/en/results/packages/', purge: entry('package-grand-tour-of-italy', 'package') },
  { label: 'event', path: '/en/events/rome-marathon-2026/', purge: entry('landing-rome-marathon-2026', 'landing') },
];
async function main() {
  const secret = randomBytes(24).toString('hex');
  const floor = await startFloor();
  const site = await startServer(await freePort(), { REVALIDATE_SECRET: secret });
  try {
    const f: number[] = []; const m = new Map<string, number[]>();
    for (const p of pages) { await fetch(site.origin + p.path); m.set(p.label, []); }
    for (let r = 0; r < Number(process.env.R ?? 4); r++) {
      f.push(...(await floorColdRenders(floor.origin, 3)));
      for (const p of pages) m.get(p.label)!.push(...(await coldRenders(site.origin, secret, p.path, p.purge, 3)));
    }
    const fm = median(f);
    console.log('floor', fm.toFixed(1));
    for (const [k, v] of m) console.log(k, median(v).toFixed(1), (median(v) / fm).toFixed(2) + 'x', v.map((x) => x.toFixed(0)).join(' '));
  } finally { site.stop(); floor.stop?.(); process.exit(0); }
}
main();
