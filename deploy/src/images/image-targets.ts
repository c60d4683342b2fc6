import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listServicePackages } from '@gbc/service-kit';
import { remoteNames } from '@gbc/site-map';

/** The gateway's workspace: it serves the site and renders pages with the shell's server build. */
export const gatewayWorkspace = 'services/gateway';
/** The shell's workspace, whose build the gateway image carries. */
export const shellWorkspace = 'shell';

/** A service's image: its workspace, the port it declares, and whether its package.json has a `build` script. */
export interface ServiceImage {
  kind: 'service';
  name: string;
  workspace: string;
  port: number;
  migrationOrder: number;
  hasBuildScript: boolean;
}

/** The gateway's image; it reads every service's package.json (`gbc.service`) to know where `/api/<name>` goes. */
export interface GatewayImage {
  kind: 'gateway';
  name: 'gateway';
  workspace: typeof gatewayWorkspace;
  port: number;
  serviceManifests: string[];
}

/** A remote's static image: its built `dist/` (server build included) served as the CDN's origin. */
export interface RemoteImage {
  kind: 'remote';
  name: string;
  workspace: string;
}

export type ImageTarget = ServiceImage | GatewayImage | RemoteImage;

/** The gateway listens here in its image (`PORT`'s default). */
export const gatewayPort = 8080;
/** The unprivileged static server of the remotes' images listens here. */
export const remoteOriginPort = 8080;

function readPackageJson(file: string): { scripts?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The workspace folder holding `file`: the nearest folder above it with a package.json. */
function workspaceOf(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${file} is in no workspace`);
    dir = parent;
  }
  return dir;
}

/** Every discovered service (`gbc.service`), in migration order. */
export function listServiceImages(repoRoot: string): ServiceImage[] {
  return listServicePackages(repoRoot).map((declared) => {
    const workspaceDir = workspaceOf(declared.entry);
    return {
      kind: 'service',
      name: declared.name,
      workspace: relative(repoRoot, workspaceDir),
      port: declared.port,
      migrationOrder: declared.migrationOrder,
      hasBuildScript: Boolean(readPackageJson(join(workspaceDir, 'package.json')).scripts?.build),
    };
  });
}

/** Every remote the site map names (`remoteNames`) whose `mfe-<name>` workspace exists. */
export function listRemoteImages(repoRoot: string): RemoteImage[] {
  return remoteNames
    .filter((name) => existsSync(join(repoRoot, `mfe-${name}`, 'package.json')))
    .map((name) => ({ kind: 'remote', name, workspace: `mfe-${name}` }));
}

/** Every image of the site: the services, the gateway, the remotes. */
export function listImageTargets(repoRoot: string): ImageTarget[] {
  const services = listServiceImages(repoRoot);
  const gateway: GatewayImage = {
    kind: 'gateway',
    name: 'gateway',
    workspace: gatewayWorkspace,
    port: gatewayPort,
    serviceManifests: services.map((service) => `${service.workspace}/package.json`),
  };
  return [...services, gateway, ...listRemoteImages(repoRoot)];
}

/**
 * The repository's workspaces, as the root package.json's `workspaces` globs expand (`shared/*`,
 * `mfe-*`, `shell`, ...): the folders an image may not copy sources from unless they are its own.
 */
export function listWorkspaces(repoRoot: string): string[] {
  const patterns: string[] = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;
  return patterns
    .flatMap((pattern) => {
      const star = pattern.indexOf('*');
      if (star < 0) return [pattern];
      const parent = dirname(`${pattern.slice(0, star)}x`);
      const prefix = pattern.slice(parent === '.' ? 0 : parent.length + 1, star);
      const dir = join(repoRoot, parent);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
        .map((entry) => (parent === '.' ? entry.name : `${parent}/${entry.name}`));
    })
    .filter((workspace) => existsSync(join(repoRoot, workspace, 'package.json')))
    .sort();
}
