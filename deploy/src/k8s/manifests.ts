import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, type IContainer, type IEnvVar, type IPodSpec, Service } from 'kubernetes-models/v1';
import { imageName } from '../images/dockerfiles.js';
import {
  gatewayPort,
  listRemoteImages,
  listServiceImages,
  type ServiceImage,
} from '../images/image-targets.js';
import { k8sSettings, type SecretVariable, serviceExtras, sharedSecrets } from './settings.js';

/** Every object the manifests hold: typed kubernetes-models objects, each validated offline by `validate()`. */
export type K8sObject =
  | ConfigMap
  | Deployment
  | Service
  | HorizontalPodAutoscaler
  | PodDisruptionBudget
  | Job
  | Ingress;

/** One file of `deploy/k8s/` and its objects, in the order they are applied. */
export interface ManifestFile {
  file: string;
  objects: K8sObject[];
}

/** The ConfigMaps every process reads: `site` (origins, database server, proxies, services) and `remotes` (the CDN). */
export const siteConfigMap = 'site';
export const remotesConfigMap = 'remotes';
/** Non-root user of the Node images (numeric, `USER 1000:1000` in their Dockerfiles). */
const nodeUid = 1000;
/** Every Service listens on port 80 and sends to the container's `http` port. */
const servicePort = 80;

const labelsOf = (name: string, component: string) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/component': component,
  'app.kubernetes.io/part-of': 'gbc',
});
/** Pods are selected by name and component, so a service's migration Job's pod is never one of its replicas. */
const selectorOf = (name: string, component: string) => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/component': component,
});

const secretEnv = ({ name, secret, optional }: SecretVariable): IEnvVar => ({
  name,
  valueFrom: { secretKeyRef: { name: secret, key: name, ...(optional ? { optional: true } : {}) } },
});
const literalEnv = (values: Readonly<Record<string, string>>): IEnvVar[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

function imageOf(name: string, version: string): string {
  return `${k8sSettings.registry}/${imageName({ name })}:${version}`;
}

/** Non-root, no privilege escalation, no capabilities, a read-only root file system (tsx and caches write to /tmp). */
const containerSecurity: IContainer['securityContext'] = {
  runAsNonRoot: true,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};
const podSecurity: IPodSpec['securityContext'] = {
  runAsNonRoot: true,
  runAsUser: nodeUid,
  runAsGroup: nodeUid,
  seccompProfile: { type: 'RuntimeDefault' },
};

interface PodOptions {
  name: string;
  image: string;
  args?: string[];
  port: number;
  env: IEnvVar[];
  envFrom: string[];
  resources: IContainer['resources'];
  probed: boolean;
}

function podSpec(options: PodOptions): IPodSpec {
  const probe = (path: string) => ({ httpGet: { path, port: 'http' } });
  const container: IContainer = {
    name: options.name,
    image: options.image,
    ...(options.args ? { args: options.args } : {}),
    ports: [{ name: 'http', containerPort: options.port }],
    env: [{ name: 'PORT', value: String(options.port) }, { name: 'HOST', value: '0.0.0.0' }, ...options.env],
    envFrom: options.envFrom.map((name) => ({ configMapRef: { name } })),
    resources: options.resources,
    securityContext: containerSecurity,
    volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
    ...(options.probed
      ? {
          // tsx compiles the sources on the first start: the other probes wait for this one.
          startupProbe: { ...probe('/healthz'), periodSeconds: 2, failureThreshold: 60 },
          readinessProbe: { ...probe('/readyz'), periodSeconds: 5, timeoutSeconds: 2, failureThreshold: 2 },
          livenessProbe: { ...probe('/healthz'), periodSeconds: 10, timeoutSeconds: 2, failureThreshold: 3 },
          // Endpoints drop the pod before the process starts draining.
          lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
        }
      : {}),
  };
  return {
    securityContext: podSecurity,
    terminationGracePeriodSeconds: k8sSettings.terminationGracePeriodSeconds,
    containers: [container],
    volumes: [{ name: 'tmp', emptyDir: {} }],
  };
}

/** Deployment, Service, autoscaler and disruption budget of one serving workload, all named `name`. */
function servingObjects(name: string, component: string, pod: PodOptions): K8sObject[] {
  const labels = labelsOf(name, component);
  const selector = selectorOf(name, component);
  const { minReplicas, maxReplicas, cpuUtilisation } = k8sSettings.autoscaling;
  return [
    new Deployment({
      metadata: { name, labels },
      spec: {
        // No replica count: the autoscaler owns it, so an apply never scales the workload down.
        selector: { matchLabels: selector },
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
        template: { metadata: { labels }, spec: podSpec(pod) },
      },
    }),
    new Service({
      metadata: { name, labels },
      spec: { selector, ports: [{ name: 'http', port: servicePort, targetPort: 'http' }] },
    }),
    new HorizontalPodAutoscaler({
      metadata: { name, labels },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas,
        maxReplicas,
        metrics: [
          {
            type: 'Resource',
            resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: cpuUtilisation } },
          },
        ],
      },
    }),
    new PodDisruptionBudget({
      metadata: { name, labels },
      spec: { maxUnavailable: 1, selector: { matchLabels: selector } },
    }),
  ];
}

const serviceUrl = (name: string) => `http://${name}`;
const serviceUrlKey = (name: string) => `SERVICE_${name.toUpperCase()}_URL`;

/** A service's own variables: its Secret's keys and its settings (`serviceExtras`). */
function ownEnv(service: ServiceImage): IEnvVar[] {
  const extras = serviceExtras[service.name];
  return [...(extras?.secrets ?? []).map(secretEnv), ...literalEnv(extras?.env ?? {})];
}

function serviceEnv(service: ServiceImage): IEnvVar[] {
  return [
    secretEnv({ name: 'DB_ROLE_SECRET', secret: sharedSecrets.database }),
    secretEnv({ name: 'INTERNAL_API_TOKEN', secret: sharedSecrets.internalApi }),
    secretEnv({ name: 'SMTP_URL', secret: sharedSecrets.mail }),
    ...ownEnv(service),
  ];
}

function servicePod(service: ServiceImage, version: string): PodOptions {
  return {
    name: service.name,
    image: imageOf(service.name, version),
    args: ['serve'],
    port: service.port,
    env: serviceEnv(service),
    envFrom: [siteConfigMap],
    resources: k8sSettings.resources.service,
    probed: true,
  };
}

/**
 * The service's migration Job (its image's `migrate` command, the admin connection), named after it:
 * applied and awaited before the Deployments roll out. Argo CD runs it as a PreSync hook in migration
 * order; a Job cannot be changed, so it is replaced (deleted, then applied) on every rollout.
 */
function migrationJob(service: ServiceImage, version: string): Job {
  const pod = servicePod(service, version);
  const labels = labelsOf(service.name, 'migrate');
  return new Job({
    metadata: {
      name: service.name,
      labels,
      annotations: {
        'argocd.argoproj.io/hook': 'PreSync',
        'argocd.argoproj.io/hook-delete-policy': 'BeforeHookCreation',
        'argocd.argoproj.io/sync-wave': String(service.migrationOrder),
      },
    },
    spec: {
      backoffLimit: 3,
      activeDeadlineSeconds: 900,
      template: {
        metadata: { labels },
        spec: {
          ...podSpec({
            ...pod,
            args: ['migrate'],
            env: [secretEnv({ name: 'DATABASE_URL', secret: sharedSecrets.database }), ...pod.env],
            probed: false,
          }),
          restartPolicy: 'Never',
        },
      },
    },
  });
}

/** Remote name to its manifest on the CDN, as the gateway reads them (`REMOTE_<NAME>_URL`). */
function remoteUrls(repoRoot: string): Record<string, string> {
  return Object.fromEntries(
    listRemoteImages(repoRoot).map(({ name }) => [
      `REMOTE_${name.toUpperCase()}_URL`,
      `${k8sSettings.cdnOrigin}/${name}/mf-manifest.json`,
    ]),
  );
}

/** The site's version, the images' tag: the root package.json's `version`. */
function siteVersion(repoRoot: string): string {
  return JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version;
}

/**
 * Every manifest of the site, from the services discovered in `repoRoot` (`gbc.service`) and the
 * remotes the site map names: config, migration Jobs, each service, the gateway, the Ingress.
 */
export function synthesiseManifests(repoRoot: string): ManifestFile[] {
  const version = siteVersion(repoRoot);
  const services = listServiceImages(repoRoot);
  const names = new Set(services.map((service) => service.name));
  const site = new ConfigMap({
    metadata: { name: siteConfigMap, labels: labelsOf(siteConfigMap, 'config') },
    data: {
      PUBLIC_ORIGIN: k8sSettings.publicOrigin,
      DATABASE_SERVER_URL: k8sSettings.databaseServerUrl,
      LOG_LEVEL: 'info',
      TRUST_PROXY: k8sSettings.podNetwork,
      TRUSTED_PROXIES: k8sSettings.podNetwork,
      ...(names.has('identity')
        ? { AUTH_JWKS_URL: `${serviceUrl('identity')}/api/identity/.well-known/jwks.json` }
        : {}),
      ...Object.fromEntries(services.map(({ name }) => [serviceUrlKey(name), serviceUrl(name)])),
    },
  });
  const remotes = new ConfigMap({
    metadata: { name: remotesConfigMap, labels: labelsOf(remotesConfigMap, 'config') },
    data: { ...remoteUrls(repoRoot), REMOTE_SERVER_ORIGINS: k8sSettings.cdnOrigin },
  });
  const gateway = servingObjects('gateway', 'gateway', {
    name: 'gateway',
    image: imageOf('gateway', version),
    port: gatewayPort,
    // The gateway hears page changes as gbc_gateway, with the password derived from the roles' secret.
    env: [secretEnv({ name: 'DB_ROLE_SECRET', secret: sharedSecrets.database })],
    envFrom: [siteConfigMap, remotesConfigMap],
    resources: k8sSettings.resources.gateway,
    probed: true,
  });
  const backend = (name: string) => ({ service: { name, port: { number: servicePort } } });
  const host = new URL(k8sSettings.publicOrigin).hostname;
  const ingress = new Ingress({
    metadata: {
      name: siteConfigMap,
      labels: labelsOf(siteConfigMap, 'ingress'),
      // The gateway's MAX_BODY_BYTES default (1 MiB): larger bodies are refused at the edge too.
      annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '1m' },
    },
    spec: {
      ingressClassName: k8sSettings.ingressClassName,
      tls: [{ hosts: [host], secretName: k8sSettings.tlsSecret }],
      rules: [
        {
          host,
          http: {
            paths: [
              ...services.flatMap(({ name }) => [
                // The longest prefix wins: internal routes go to the gateway, which refuses them from outside.
                { path: `/api/${name}/internal`, pathType: 'Prefix' as const, backend: backend('gateway') },
                { path: `/api/${name}`, pathType: 'Prefix' as const, backend: backend(name) },
              ]),
              { path: '/', pathType: 'Prefix' as const, backend: backend('gateway') },
            ],
          },
        },
      ],
    },
  });
  return [
    { file: 'config.yaml', objects: [site, remotes] },
    { file: 'migrations.yaml', objects: services.map((service) => migrationJob(service, version)) },
    ...services.map((service) => ({
      file: `${service.name}.yaml`,
      objects: servingObjects(service.name, 'service', servicePod(service, version)),
    })),
    { file: 'gateway.yaml', objects: gateway },
    { file: 'ingress.yaml', objects: [ingress] },
  ];
}
