// `npm run new:domain <name>`: a remote `mfe-<name>` with one page, a service `services/<name>` with one
// public read route and its migration, contracts `@gbc/contracts/<name>`, the page's route in the site
// map, and the lockfile entries of the two workspaces. Deploy, the build and the tests discover the rest. A
// remote that exists already is kept, and the domain gets its service and contracts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const templateRoot = fileURLToPath(new URL('./new-domain/template', import.meta.url));
const routesFile = join(repoRoot, 'shared/site-map/src/routes.ts');
/** Where the route table ends; the page's route goes just before it. */
const routesEnd = '] as const satisfies';
/** Ports of services running alone start here (`gbc.service.port`). */
const firstServicePort = 4101;

function fail(message) {
  console.error(message);
  process.exit(2);
}

function declaredServices() {
  const servicesDir = join(repoRoot, 'services');
  return readdirSync(servicesDir)
    .map((folder) => join(servicesDir, folder, 'package.json'))
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).gbc?.service ?? []);
}

function templateFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? templateFiles(full) : [full];
  });
}

function fill(text, values) {
  return text.replace(/__(name|Name|port|order|date|path)__/g, (_, key) => String(values[key]));
}

/**
 * The page's path: the first route the site map already gives this domain (e.g. the survey's
 * `/signal-economy-survey`), else `/<name>`, which is added to the site map.
 */
function pagePath(name, Name) {
  const source = readFileSync(routesFile, 'utf8');
  const owned = source.match(new RegExp(`r\\(\\s*'(/[^']*)',\\s*'${name}'`));
  if (owned) return { path: owned[1], added: false };
  const existing = source.match(new RegExp(`r\\(\\s*'/${name}',\\s*'([a-z0-9-]+)'`));
  if (existing) fail(`The site map gives /${name} to ${existing[1]}; choose another domain name.`);
  if (!source.includes(routesEnd))
    fail(`${relative(repoRoot, routesFile)} no longer ends its table with '${routesEnd}'.`);
  const route = `  r('/${name}', '${name}', '${Name}', '${Name} of the council.'),\n`;
  writeFileSync(routesFile, source.replace(routesEnd, `${route}${routesEnd}`));
  return { path: `/${name}`, added: true };
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0)
    fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

const [name = '', portText] = process.argv.slice(2);
const usage = 'Usage: npm run new:domain <name> [<port>]  (name: lower-case letters and digits)';
if (!/^[a-z][a-z0-9]*$/.test(name)) fail(usage);
if (portText !== undefined && !/^[1-9][0-9]{3,4}$/.test(portText)) fail(usage);
const services = declaredServices();
// A remote that exists already (its pages came before its service) is kept: the domain gets the rest.
const remoteKept = existsSync(join(repoRoot, `mfe-${name}`));
if (portText && services.some((service) => service.port === Number(portText)))
  fail(`Port ${portText} is taken by another service.`);
const taken = [`services/${name}`, `shared/contracts/src/${name}`].filter((path) =>
  existsSync(join(repoRoot, path)),
);
if (taken.length > 0 || services.some((service) => service.name === name)) {
  fail(`The ${name} domain exists already (${taken.join(', ') || 'a service declares the name'}).`);
}

const Name = name[0].toUpperCase() + name.slice(1);
// A kept remote has its pages; the service and contracts do not name a page path.
const page = remoteKept ? { path: `/${name}`, added: false } : pagePath(name, Name);
const values = {
  name,
  Name,
  path: page.path,
  // A port the architecture already reserves for the domain (the gateway proxies it) is passed as the second argument.
  port: portText
    ? Number(portText)
    : Math.max(firstServicePort - 1, ...services.map((service) => service.port)) + 1,
  order: Math.max(0, ...services.map((service) => service.migrationOrder)) + 10,
  date: new Date().toISOString().slice(0, 10),
};

const templates = templateFiles(templateRoot).filter(
  (template) => !(remoteKept && relative(templateRoot, template).startsWith('mfe-__name__')),
);
const written = templates.map((template) => {
  const target = join(repoRoot, fill(relative(templateRoot, template), values).replace(/\.tpl$/, ''));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, fill(readFileSync(template, 'utf8'), values));
  return relative(repoRoot, target);
});
// Line lengths and import order depend on the name: let the formatter settle them.
run('npx', ['biome', 'check', '--write', ...written, relative(repoRoot, routesFile)]);
// The two new workspaces join the lockfile, so `npm ci` installs them.
run('npm', [
  'install',
  '--package-lock-only',
  '--ignore-scripts',
  '--prefer-offline',
  '--no-audit',
  '--no-fund',
]);

console.info(`\nThe ${name} domain (service port ${values.port}):`);
for (const file of written) console.info(`  created  ${file}`);
if (remoteKept) console.info(`  kept     mfe-${name} (it exists already)`);
if (page.added) console.info(`  changed  ${relative(repoRoot, routesFile)} (route /${name})`);
console.info('  changed  package-lock.json');
console.info(`\nNext: npm install (links the workspaces), npm run build -- mfe-${name}, npm start.`);
