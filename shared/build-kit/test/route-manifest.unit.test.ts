import { execFileSync } from 'node:child_process';
import { routes } from '@gbc/site-map';

/** build-kit is plain ESM that Jest cannot load (see brand-assets.unit.test.ts): ask a child Node process. */
function published(remote: string): {
  table: { routes: { path: string; owner: string; favicon: string; logo: string }[] };
  files: string[];
} {
  const script = `import { remoteBrandAssets, remoteRouteTable } from '@gbc/build-kit';
process.stdout.write(JSON.stringify({ table: remoteRouteTable('${remote}'), files: [...remoteBrandAssets('${remote}').keys()] }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe("a remote's published routes", () => {
  const ratpak = published('ratpak');

  it('are exactly the site-map routes it owns, with their titles and descriptions', () => {
    const owned = routes.filter((route) => route.owner === 'ratpak');
    expect(ratpak.table.routes.map((route) => route.path)).toEqual(owned.map((route) => route.path));
    expect(ratpak.table.routes[0]).toMatchObject({ ...owned[0] });
  });

  it('name their favicon and logo relative to the manifest, and the remote emits exactly those files', () => {
    expect(ratpak.table.routes.find((route) => route.path === '/ratpak/verticals/agri-swarm')).toMatchObject({
      favicon: 'favicons/leaf.svg',
      logo: 'logos/ratpak.svg',
    });
    const named = new Set(ratpak.table.routes.flatMap((route) => [route.favicon, route.logo]));
    expect([...ratpak.files].sort()).toEqual([...named].sort());
  });
});
