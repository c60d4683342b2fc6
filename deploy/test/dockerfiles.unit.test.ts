import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listServicePackages } from '@gbc/service-kit';
import { remoteNames } from '@gbc/site-map';
import { diffGeneratedFiles } from '../src/generated-files.js';
import { dockerfileProblems } from '../src/images/dockerfile-rules.js';
import { generatedImageFiles, previouslyGeneratedImageFiles } from '../src/images/dockerfiles.js';
import { listWorkspaces } from '../src/images/image-targets.js';

const repoRoot = join(__dirname, '..', '..');
const workspaces = listWorkspaces(repoRoot);

/** Every Dockerfile in the repository (hand-written ones included), outside installed packages. */
function findDockerfiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (['node_modules', '.git', '.data', 'dist'].includes(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) findDockerfiles(path, out);
    else if (entry.name === 'Dockerfile' || entry.name.endsWith('.Dockerfile')) out.push(path);
  }
  return out;
}

const check = (text: string, workspace = 'services/survey') =>
  dockerfileProblems(text, { workspace, workspaces });

const passing = `
ARG NODE_IMAGE=node:20-alpine
FROM \${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/ shared/
COPY services/survey/ services/survey/
COPY services/admin/package.json services/admin/
RUN npm ci --workspace services/survey --omit=dev
FROM \${NODE_IMAGE}
LABEL gbc.workspace="services/survey"
COPY --from=build /app ./
USER 1000:1000
HEALTHCHECK CMD ["node", "-e", "process.exit(0)"]
`;

describe('Dockerfiles', () => {
  it('every service, the gateway and every remote has its Dockerfile and ignore file, as generated now', () => {
    const generated = generatedImageFiles(repoRoot);
    const expectedDirs = [
      ...listServicePackages(repoRoot).map((service) => dirname(dirname(service.entry))),
      join(repoRoot, 'services/gateway'),
      ...remoteNames.map((name) => join(repoRoot, `mfe-${name}`)),
    ];
    for (const dir of expectedDirs) {
      const workspace = dir.slice(repoRoot.length + 1);
      expect(generated.has(`${workspace}/Dockerfile`)).toBe(true);
      expect(generated.has(`${workspace}/Dockerfile.dockerignore`)).toBe(true);
    }
    const diff = diffGeneratedFiles(repoRoot, generated, previouslyGeneratedImageFiles(repoRoot));
    // Stale or left over: `npm run images:generate` writes them.
    expect(diff).toEqual({ stale: [], orphaned: [] });
  });

  it('every Dockerfile in the repository is multi-stage, non-root, health-checked and copies only its own workspace', () => {
    const dockerfiles = findDockerfiles('');
    expect(dockerfiles.length).toBeGreaterThanOrEqual(3);
    const problems = dockerfiles.flatMap((path) => {
      const workspace = workspaces.find((candidate) => path.startsWith(`${candidate}/`));
      if (!workspace) return [`${path}: not in a workspace folder`];
      return check(readFileSync(join(repoRoot, path), 'utf8'), workspace).map(
        (problem) => `${path} ${problem}`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('each image builds its own workspace, runs it as a numeric non-root user and keeps the others out of its context', () => {
    for (const [path, text] of generatedImageFiles(repoRoot)) {
      const workspace = path.slice(0, path.lastIndexOf('/'));
      if (path.endsWith('/Dockerfile')) {
        expect(text).toContain(`npm ci --workspace ${workspace}`);
        expect(text).toMatch(/\nUSER \d+:\d+\n/);
      } else {
        const lines = text.split('\n');
        expect(lines).toContain('*');
        expect(lines).toContain(`!${workspace}/`);
        expect(lines).toContain('**/node_modules');
        // Other workspaces only by their package.json (the gateway reads the services' declarations).
        const others = lines.filter(
          (line) =>
            line.startsWith('!') &&
            !['!package.json', '!package-lock.json', '!shared/', `!${workspace}/`].includes(line) &&
            !line.startsWith('!scripts/') &&
            !(workspace === 'services/gateway' && line === '!shell/'),
        );
        expect(others.filter((line) => !line.endsWith('/package.json'))).toEqual([]);
      }
    }
  });

  it('the nginx configuration every remote image copies exists', () => {
    expect(existsSync(join(repoRoot, 'shared/build-kit/static/remote-origin.nginx.conf'))).toBe(true);
  });

  describe('the static checker', () => {
    it('passes a well-formed Dockerfile', () => {
      expect(check(passing)).toEqual([]);
    });

    it('fails a single-stage Dockerfile', () => {
      const single = passing.replace(/FROM \$\{NODE_IMAGE\} AS build[\s\S]*?FROM/, 'FROM');
      expect(check(single)).toContain('is not multi-stage (1 FROM)');
    });

    it('fails without USER, or with root by name or id', () => {
      expect(check(passing.replace('USER 1000:1000\n', ''))).toContain(
        'its final stage sets no USER (it would run as root)',
      );
      expect(check(passing.replace('USER 1000:1000', 'USER root'))).toContain(
        'its final stage runs as root (USER root)',
      );
      expect(check(passing.replace('USER 1000:1000', 'USER 0:0'))).toContain(
        'its final stage runs as root (USER 0:0)',
      );
    });

    it('fails when only a build stage is non-root', () => {
      const early = passing
        .replace('USER 1000:1000\n', '')
        .replace('WORKDIR /app\n', 'WORKDIR /app\nUSER node\n');
      expect(check(early)).toContain('its final stage sets no USER (it would run as root)');
    });

    it('fails without HEALTHCHECK or with HEALTHCHECK NONE', () => {
      const without = passing.replace(/HEALTHCHECK .*\n/, '');
      expect(check(without)).toContain('its final stage has no HEALTHCHECK');
      expect(check(`${without}HEALTHCHECK NONE\n`)).toContain('its final stage has no HEALTHCHECK');
    });

    it('fails when the workspace is not named', () => {
      expect(check(passing.replace('LABEL gbc.workspace="services/survey"\n', ''))).toContain(
        'does not name its workspace (LABEL gbc.workspace="services/survey")',
      );
    });

    it("fails on a COPY of another workspace's sources, of everything, or of the repository's other files", () => {
      const copying = (line: string) => check(passing.replace('COPY shared/ shared/', line));
      expect(copying('COPY services/payments/src services/payments/src')).toEqual([
        'line 6 copies services/payments/src: sources of another workspace (services/payments)',
      ]);
      expect(copying('COPY ["mfe-marketing/", "mfe-marketing/"]')).toEqual([
        'line 6 copies mfe-marketing/: sources of another workspace (mfe-marketing)',
      ]);
      expect(copying('ADD shell shell')).toEqual([
        'line 6 copies shell: sources of another workspace (shell)',
      ]);
      expect(copying('COPY . .')).toEqual([
        'line 6 copies .: only the root package files, shared/ and services/survey/ may be copied',
      ]);
      expect(copying('COPY tests/e2e tests/e2e')).toEqual([
        'line 6 copies tests/e2e: only the root package files, shared/ and services/survey/ may be copied',
      ]);
    });

    it('allows copies from another stage, and the shell in the gateway image only', () => {
      expect(
        check(passing.replace('COPY shared/ shared/', 'COPY --from=build /app/shell/dist shell/')),
      ).toEqual([]);
      const gateway = passing
        .replaceAll('services/survey', 'services/gateway')
        .replace('COPY shared/ shared/', 'COPY shell/ shell/');
      expect(check(gateway, 'services/gateway')).toEqual([]);
    });
  });
});
