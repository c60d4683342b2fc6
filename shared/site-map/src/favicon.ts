/** Tab icons: a lucide icon name and colour, rendered as SVG files by the shell build. */
export interface FaviconSpec {
  id: string;
  icon: 'brain' | 'bot' | 'zap' | 'leaf' | 'package' | 'anchor' | 'truck' | 'heart' | 'head';
  color: string;
}

export const favicons = {
  default: { id: 'default', icon: 'head', color: '#1e3a8a' },
  neuropak: { id: 'neuropak', icon: 'brain', color: '#7c3aed' },
  ratpak: { id: 'ratpak', icon: 'bot', color: '#2563eb' },
  laserDelight: { id: 'laser-delight', icon: 'zap', color: '#d97706' },
  green: { id: 'leaf', icon: 'leaf', color: '#16a34a' },
  warehouse: { id: 'warehouse-bots', icon: 'package', color: '#6b7280' },
  coastal: { id: 'coastal-guardian', icon: 'anchor', color: '#2563eb' },
  outback: { id: 'outback-miner', icon: 'truck', color: '#ea580c' },
  equinelink: { id: 'equinelink', icon: 'heart', color: '#d97706' },
  pawlink: { id: 'pawlink', icon: 'heart', color: '#16a34a' },
} as const satisfies Record<string, FaviconSpec>;

/** Ordered rules: first match on a path substring wins; RATPAK sub-paths before RATPAK itself. */
const faviconRules: ReadonlyArray<[string, FaviconSpec]> = [
  ['/neuropak', favicons.neuropak],
  ['/laser-delight', favicons.laserDelight],
  ['/soil-whisperer', favicons.green],
  ['/agri-swarm', favicons.green],
  ['/warehouse-bots', favicons.warehouse],
  ['/coastal-guardian', favicons.coastal],
  ['/outback-miner', favicons.outback],
  ['/ratpak', favicons.ratpak],
  ['/equinelink', favicons.equinelink],
  ['/pawlink', favicons.pawlink],
];

export function faviconForPath(pathname: string): FaviconSpec {
  const lower = pathname.toLowerCase();
  return faviconRules.find(([needle]) => lower.includes(needle))?.[1] ?? favicons.default;
}

/** Public URL of a favicon file, served by the shell build. */
export function faviconHref(spec: FaviconSpec): string {
  return `/favicons/${spec.id}.svg`;
}
