/** Screens load by domain: the catalogue gives each route a domain, each domain's registry registers only its own routes. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/routes/catalogue';
import { allScreens, DOMAINS, screenLoader } from '@/routes/screens';

const pages = path.resolve(import.meta.dirname, '../../../src/pages');

describe('screen domains', () => {
  it('lists every folder of src/pages that registers screens, and only those', () => {
    const folders = readdirSync(pages).filter((folder) => existsSync(path.join(pages, folder, 'screens.ts')));
    expect(Object.keys(DOMAINS).sort()).toEqual(folders.sort());
  });

  it('gives every route of the catalogue one of those domains', () => {
    expect(
      ROUTES.filter((route) => !Object.hasOwn(DOMAINS, route.domain)).map((route) => route.name),
    ).toEqual([]);
  });

  it("registers each screen in its route's domain (allScreens refuses a stray one)", async () => {
    const screens = await allScreens();
    expect(Object.keys(screens)).toContain('studentPointAE');
    expect(await screenLoader('studentPointAE')).toBe(screens.studentPointAE);
    expect(await screenLoader('nowhere')).toBeUndefined();
  });
});
