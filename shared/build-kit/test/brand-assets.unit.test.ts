import { execFileSync } from 'node:child_process';
import { faviconHref, favicons, logoVariants } from '@gbc/site-map';

/**
 * build-kit is plain ESM run by Node (with tsx for the site map), which Jest's CommonJS transform
 * cannot load, so the generator runs in a child Node process and reports its files as JSON.
 */
function generatedAssets(): Record<string, string> {
  const script =
    "import { brandAssets } from '@gbc/build-kit'; process.stdout.write(JSON.stringify(Object.fromEntries(brandAssets())));";
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('brand assets', () => {
  const assets = generatedAssets();

  it('writes one favicon per site-map favicon, drawn in its colour', () => {
    for (const spec of Object.values(favicons)) {
      const svg = assets[faviconHref(spec).slice(1)];
      expect(svg).toContain('<svg');
      expect(svg).toContain(`stroke="${spec.color}"`);
    }
  });

  it('writes one logo mark per logo variant, filled with its colour and named', () => {
    for (const variant of Object.values(logoVariants)) {
      const svg = assets[variant.image.slice(1)];
      expect(svg).toContain(`fill="${variant.color}"`);
      expect(svg).toContain(`<title>${variant.name}</title>`);
    }
  });

  it('writes the default head image and nothing else', () => {
    expect(assets['images/default-head.svg']).toContain('<svg');
    expect(Object.keys(assets)).toHaveLength(
      new Set(Object.values(favicons).map((spec) => spec.id)).size + Object.keys(logoVariants).length + 1,
    );
  });

  it('never repeats an attribute on one element, which would make the SVG invalid', () => {
    for (const svg of Object.values(assets)) {
      for (const tag of svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-:]+)="/g)].map((match) => match[1]);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});
