import { join } from 'node:path';
import { listServicePackages } from '@gbc/service-kit';
import { remoteNames } from '@gbc/site-map';
import { Deployment } from 'kubernetes-models/apps/v1';
import { parseAllDocuments } from 'yaml';
import { diffGeneratedFiles } from '../src/generated-files.js';
import { manifestProblems } from '../src/k8s/manifest-rules.js';
import { synthesiseManifests } from '../src/k8s/manifests.js';
import { serviceExtras, sharedSecrets } from '../src/k8s/settings.js';
import { generatedManifestFiles, previousManifestFiles, validateManifests } from '../src/k8s/synth.js';

const repoRoot = join(__dirname, '..', '..');
const serviceNames = listServicePackages(repoRoot).map((service) => service.name);

// biome-ignore lint/suspicious/noExplicitAny: the manifests are checked as the plain JSON they are committed as.
type Json = any;
const objects: Json[] = synthesiseManifests(repoRoot).flatMap((file) =>
  file.objects.map((object) => object.toJSON()),
);
const find = (kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
const containerOf = (workload: Json) => workload.spec.template.spec.containers[0];
const envNames = (workload: Json) => containerOf(workload).env.map((env: Json) => env.name);
const clone = <T>(value: T): T => structuredClone(value);

describe('Kubernetes manifests', () => {
  it('are committed as `npm run k8s:synth` writes them, and parse back to the synthesised objects', () => {
    const generated = generatedManifestFiles(repoRoot);
    expect(diffGeneratedFiles(repoRoot, generated, previousManifestFiles(repoRoot))).toEqual({
      stale: [],
      orphaned: [],
    });
    const parsed = [...generated.values()].flatMap((text) =>
      parseAllDocuments(text).map((doc) => doc.toJSON()),
    );
    expect(parsed).toEqual(objects);
  });

  it("validate against kubernetes-models' schemas and pass the site's rules", () => {
    expect(() => validateManifests(synthesiseManifests(repoRoot))).not.toThrow();
    expect(manifestProblems(objects)).toEqual([]);
  });

  it('give every discovered service and the gateway a Deployment, Service, autoscaler and disruption budget named after it', () => {
    expect(serviceNames.length).toBeGreaterThan(0);
    for (const name of [...serviceNames, 'gateway']) {
      for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
        expect(find(kind, name)).toBeDefined();
      }
      const deployment = find('Deployment', name);
      expect(containerOf(deployment).image).toMatch(new RegExp(`/gbc-${name}:\\d+\\.\\d+\\.\\d+$`));
      expect(find('HorizontalPodAutoscaler', name).spec.scaleTargetRef.name).toBe(name);
      expect(find('Service', name).spec.selector).toEqual(deployment.spec.selector.matchLabels);
    }
    const workloadNames = objects
      .filter((object) => ['Deployment', 'Job'].includes(object.kind))
      .map((object) => object.metadata.name);
    expect(new Set(workloadNames)).toEqual(new Set([...serviceNames, 'gateway']));
  });

  it('migrate each service in a Job before rollout, the only workload given the admin connection', () => {
    for (const name of serviceNames) {
      const job = find('Job', name);
      expect(containerOf(job).args).toEqual(['migrate']);
      expect(envNames(job)).toEqual(expect.arrayContaining(['DATABASE_URL', 'DB_ROLE_SECRET']));
      expect(job.metadata.annotations['argocd.argoproj.io/hook']).toBe('PreSync');
      // The Job's pods are not the Deployment's: its selector names the component.
      expect(find('Deployment', name).spec.selector.matchLabels['app.kubernetes.io/component']).not.toBe(
        job.spec.template.metadata.labels['app.kubernetes.io/component'],
      );
      expect(containerOf(find('Deployment', name)).args).toEqual(['serve']);
      expect(envNames(find('Deployment', name))).not.toContain('DATABASE_URL');
    }
    expect(envNames(find('Deployment', 'gateway'))).not.toContain('DATABASE_URL');
  });

  it('reference secrets by name only, each from a Secret the README lists', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const known = new Set<string>([...Object.values(sharedSecrets), ...Object.keys(serviceExtras)]);
    const referenced = objects
      .filter((object) => ['Deployment', 'Job'].includes(object.kind))
      .flatMap((workload) => containerOf(workload).env)
      .flatMap((env: Json) => (env.valueFrom?.secretKeyRef ? [env.valueFrom.secretKeyRef.name] : []));
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((name: string) => !known.has(name))).toEqual([]);
    expect(Object.keys(serviceExtras).filter((name) => !serviceNames.includes(name))).toEqual([]);
  });

  it('route /api/<name> to each service, its internal routes and everything else to the gateway', () => {
    const paths = find('Ingress', 'site').spec.rules[0].http.paths.map((path: Json) => [
      path.path,
      path.backend.service.name,
    ]);
    for (const name of serviceNames) {
      expect(paths).toContainEqual([`/api/${name}`, name]);
      expect(paths).toContainEqual([`/api/${name}/internal`, 'gateway']);
    }
    expect(paths).toContainEqual(['/', 'gateway']);
  });

  it("point the gateway at every remote's manifest on the CDN through a ConfigMap", () => {
    const remotes = find('ConfigMap', 'remotes').data;
    for (const name of remoteNames) {
      expect(remotes[`REMOTE_${name.toUpperCase()}_URL`]).toMatch(
        new RegExp(`^https://.+/${name}/mf-manifest\\.json$`),
      );
    }
    expect(new URL(remotes.REMOTE_SERVER_ORIGINS).origin).toBe(remotes.REMOTE_SERVER_ORIGINS);
    const envFrom = containerOf(find('Deployment', 'gateway')).envFrom.map(
      (ref: Json) => ref.configMapRef.name,
    );
    expect(envFrom).toEqual(expect.arrayContaining(['site', 'remotes']));
  });

  describe('the rules', () => {
    const deployment = find('Deployment', 'survey');
    const broken = (change: (container: Json, workload: Json) => void) => {
      const copy = clone(deployment);
      change(containerOf(copy), copy);
      return manifestProblems([copy]);
    };

    it('fail on a missing probe', () => {
      expect(broken((container) => delete container.readinessProbe)).toEqual([
        'Deployment/survey container survey: no readiness probe on /readyz',
      ]);
      expect(broken((container) => delete container.livenessProbe)).toEqual([
        'Deployment/survey container survey: no liveness probe on /healthz',
      ]);
    });

    it('fail on a missing limit or request', () => {
      expect(broken((container) => delete container.resources.limits.memory)).toEqual([
        'Deployment/survey container survey: no memory limit',
      ]);
      expect(broken((container) => delete container.resources)).toHaveLength(4);
    });

    it('fail on a missing or root security context', () => {
      expect(
        broken((container, workload) => {
          delete container.securityContext;
          delete workload.spec.template.spec.securityContext;
        }),
      ).toEqual([
        'Deployment/survey container survey: no security context with runAsNonRoot',
        'Deployment/survey container survey: allows privilege escalation (allowPrivilegeEscalation is not false)',
      ]);
      expect(
        broken((_container, workload) => (workload.spec.template.spec.securityContext.runAsUser = 0)),
      ).toEqual(['Deployment/survey container survey: runs as root (runAsUser 0)']);
    });

    it('fail on a Deployment that does not roll', () => {
      expect(broken((_container, workload) => (workload.spec.strategy = { type: 'Recreate' }))).toEqual([
        'Deployment/survey: not a rolling update (Recreate)',
      ]);
    });

    it('fail on an inlined secret, a Secret object or a credential in a ConfigMap', () => {
      expect(
        broken((container) => container.env.push({ name: 'DB_ROLE_SECRET', value: 'x'.repeat(32) })),
      ).toEqual(['Deployment/survey container survey: DB_ROLE_SECRET is inlined; reference a Secret']);
      expect(manifestProblems([{ kind: 'Secret', metadata: { name: 'database' } }])).toEqual([
        'Secret/database: Secrets are referenced by name, never written into the manifests',
      ]);
      const site = clone(find('ConfigMap', 'site'));
      site.data.DATABASE_SERVER_URL = 'postgres://admin:hunter2@db/gbc';
      expect(manifestProblems([site])).toEqual([
        'ConfigMap/site: DATABASE_SERVER_URL holds a credential; put it in a Secret',
      ]);
    });

    it("and kubernetes-models' schema validation fails a malformed object", () => {
      const [first] = synthesiseManifests(repoRoot);
      const malformed = new Deployment({
        metadata: { name: 'survey' },
        spec: {
          template: {
            spec: { containers: [{ name: 'survey', ports: [{ containerPort: 'http' as never }] }] },
          },
        } as never,
      });
      expect(() =>
        validateManifests([{ file: 'survey.yaml', objects: [...first!.objects, malformed] }]),
      ).toThrow(/survey\.yaml Deployment\/survey: .*selector|containerPort/);
    });
  });
});
