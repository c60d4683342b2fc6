/**
 * Checks on synthesised manifests (plain JSON objects, as written to `deploy/k8s/`) that the
 * Kubernetes schemas do not make: what every workload of the site must have. Each problem names the
 * object; an empty list passes.
 */

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked as the plain JSON they are written as.
type Json = any;

/** Variable names that hold credentials: they must come from a Secret, never a literal or a ConfigMap. */
const credentialName = /SECRET|TOKEN|PASSWORD|PRIVATE|_KEY$|^DATABASE_URL$|^SMTP_URL$/;
/** A URL carrying a password (`scheme://user:password@host`). */
const urlWithPassword = /:\/\/[^/\s:@]+:[^/\s@]+@/;

const idOf = (object: Json) => `${object.kind}/${object.metadata?.name}`;

function podProblems(id: string, pod: Json, probed: boolean): string[] {
  const problems: string[] = [];
  const podSecurity = pod?.securityContext ?? {};
  for (const container of pod?.containers ?? []) {
    const at = `${id} container ${container.name}`;
    if (probed) {
      if (container.readinessProbe?.httpGet?.path !== '/readyz')
        problems.push(`${at}: no readiness probe on /readyz`);
      if (container.livenessProbe?.httpGet?.path !== '/healthz')
        problems.push(`${at}: no liveness probe on /healthz`);
    }
    for (const kind of ['requests', 'limits'] as const)
      for (const resource of ['cpu', 'memory'])
        if (!container.resources?.[kind]?.[resource])
          problems.push(`${at}: no ${resource} ${kind.slice(0, -1)}`);
    const security = container.securityContext ?? {};
    if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true)
      problems.push(`${at}: no security context with runAsNonRoot`);
    if ((security.runAsUser ?? podSecurity.runAsUser) === 0)
      problems.push(`${at}: runs as root (runAsUser 0)`);
    if (security.allowPrivilegeEscalation !== false)
      problems.push(`${at}: allows privilege escalation (allowPrivilegeEscalation is not false)`);
    for (const env of container.env ?? [])
      if (credentialName.test(env.name) && env.value !== undefined)
        problems.push(`${at}: ${env.name} is inlined; reference a Secret`);
  }
  return problems;
}

export function manifestProblems(objects: readonly Json[]): string[] {
  return objects.flatMap((object): string[] => {
    const id = idOf(object);
    switch (object.kind) {
      case 'Secret':
        return [`${id}: Secrets are referenced by name, never written into the manifests`];
      case 'ConfigMap':
        return Object.entries(object.data ?? {}).flatMap(([key, value]) =>
          credentialName.test(key) || urlWithPassword.test(String(value))
            ? [`${id}: ${key} holds a credential; put it in a Secret`]
            : [],
        );
      case 'Deployment': {
        const strategy = object.spec?.strategy?.type;
        return [
          ...(strategy === 'RollingUpdate'
            ? []
            : [`${id}: not a rolling update (${strategy ?? 'no strategy'})`]),
          ...podProblems(id, object.spec?.template?.spec, true),
        ];
      }
      case 'Job':
        return podProblems(id, object.spec?.template?.spec, false);
      default:
        return [];
    }
  });
}
