/**
 * What the Kubernetes manifests assume about the cluster they run in: edit here and run
 * `npm run k8s:synth`, or patch the committed YAML at deploy time (e.g. with kustomize).
 */
export const k8sSettings = {
  /** Where `docker push` put the images (`<registry>/gbc-<name>:<version>`, version from the root package.json). */
  registry: 'registry.example.org/gbc',
  /** The site's public origin: the Ingress's host and every process's `PUBLIC_ORIGIN`. */
  publicOrigin: 'https://gbc.example.org',
  /** The TLS certificate of that host, a Secret of type kubernetes.io/tls made outside these manifests. */
  tlsSecret: 'site-tls',
  ingressClassName: 'nginx',
  /** The CDN the remotes' images are the origins of: each remote under `/<name>/`. */
  cdnOrigin: 'https://cdn.gbc.example.org',
  /** The managed PostgreSQL: server and database only; serving processes log in as their own roles. */
  databaseServerUrl: 'postgres://postgres.gbc.example.internal:5432/gbc',
  /**
   * The pod network, where the ingress controller and the gateway run: their X-Forwarded-For is believed
   * (`TRUST_PROXY` on services, `TRUSTED_PROXIES` on the gateway), so rate limits count visitors.
   */
  podNetwork: '10.0.0.0/8',
  autoscaling: { minReplicas: 2, maxReplicas: 6, cpuUtilisation: 70 },
  /** Requests and limits per container; tsx compiles each service's sources at start, hence the memory. */
  resources: {
    service: { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    gateway: { requests: { cpu: '250m', memory: '384Mi' }, limits: { cpu: '2', memory: '1Gi' } },
  },
  /** Seconds a pod has to drain after SIGTERM: the processes give requests in flight 10 s. */
  terminationGracePeriodSeconds: 30,
} as const;

/** A variable of a process read from a Secret, by the Secret's name and key. */
export interface SecretVariable {
  name: string;
  secret: string;
  optional?: boolean;
}

/**
 * The Secrets every deployment needs (created by the operator, never by these manifests): the admin
 * connection and the roles' secret, the token services call each other with, and the mail server.
 */
export const sharedSecrets = {
  database: 'database',
  internalApi: 'internal-api',
  mail: 'mail',
} as const;

/**
 * What a service needs beyond what all of them get, by service name (services not named need nothing
 * more): their own Secret, named after the service, and settings. A name here that no service declares
 * fails the manifests' test.
 */
export const serviceExtras: Partial<
  Record<string, { secrets?: readonly SecretVariable[]; env?: Readonly<Record<string, string>> }>
> = {
  identity: {
    secrets: [
      { name: 'AUTH_PRIVATE_KEY', secret: 'identity' },
      { name: 'IDENTITY_DATA_KEY', secret: 'identity' },
    ],
    env: { IDENTITY_REQUIRE_CONFIGURED_KEYS: 'true' },
  },
  payments: {
    secrets: [
      { name: 'STRIPE_SECRET_KEY', secret: 'payments' },
      { name: 'STRIPE_WEBHOOK_SECRET', secret: 'payments' },
    ],
  },
  marketing: {
    // Unset: the key kept in the database signs unsubscribe links.
    secrets: [{ name: 'NEWSLETTER_SECRET', secret: 'marketing', optional: true }],
  },
};
