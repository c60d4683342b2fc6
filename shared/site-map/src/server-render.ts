import type { RouteTable } from './route-table.js';
import type { RemoteName } from './routes.js';

/**
 * The contract between the gateway and the shell's server build (`shell/dist/server/main.cjs`), which
 * renders pages with the remotes' server builds. Kept here because both sides read the site map and
 * neither may import the other.
 */

/** A remote's server build as the gateway found it through `metaData.ssrRemoteEntry`. */
export interface ServerRemote {
  /** Absolute path of the remote's server entry (`dist/server/remoteEntry.cjs`). */
  entryPath: string;
  /** Content hash of that build; a new stamp makes the shell load the remote again. */
  stamp: string;
}
export type ServerRemotes = Partial<Record<RemoteName, ServerRemote>>;

/** The head of a rendered page, as the page itself declared it (title, description, link previews). */
export interface RenderedPageMeta {
  title: string;
  description?: string;
  socialTitle?: string;
  socialDescription?: string;
  /** Other representations of the page, such as its Atom feed (`<link rel="alternate">`). */
  alternates?: readonly PageAlternate[];
}

/** A `<link rel="alternate">`: a site path (e.g. a feed), its media type and a title readers show. */
export interface PageAlternate {
  href: string;
  type: string;
  title: string;
}

export interface ServerRenderRequest {
  /** Path and query of the page, e.g. `/vignettes?tag=ethics`. */
  url: string;
  /** Written on every `<style>` the render emits; the gateway passes a placeholder it swaps per response. */
  nonce: string;
  /** Aborts the render (the gateway's time budget). */
  signal: AbortSignal;
  /** The gateway's merged route table, the one the page carries for the browser. */
  routeTable: RouteTable;
}

export interface ServerRenderResult {
  /** 404 when a page said it found nothing (unknown path, unknown vignette). */
  status: 200 | 404;
  /** Inner HTML of `#root`. */
  html: string;
  /** The styled-components `<style>` elements for `<head>`. */
  styleTags: string;
  /** Dehydrated query state of the data the page was rendered with, for `hydrateRoot`. */
  queryState: unknown;
  /** The page's own head, or null when it declared none (the site map's route meta applies). */
  meta: RenderedPageMeta | null;
  /** False when a data call failed: the page shows its error or empty state and must not be cached. */
  dataComplete: boolean;
}

/** What `shell/dist/server/main.cjs` exports. */
export interface ShellServerBundle {
  /**
   * Points the renderer at the remotes' server builds and at the services (`apiUrl` turns a root-relative
   * `/api/...` path into the URL to call from the server). Remotes whose stamp changed are loaded again
   * on their next render; call it again after every change.
   */
  configure(options: {
    remotes: ServerRemotes;
    /**
     * Remotes with no server build by design (served from another origin, none given to the gateway):
     * their pages render in the browser. Any other remote missing from `remotes`, or whose build fails
     * to load, renders as the shell's fallback panel inside the layout.
     */
    browserOnlyRemotes?: readonly RemoteName[];
    apiUrl: (path: string) => string;
    /** The site's configured public origin, for absolute links in pages. */
    publicOrigin: string;
  }): Promise<void>;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** Attribute the shell sets on `<html>` once the page's controls work (its content is hydrated). */
export const hydratedAttribute = 'data-hydrated';
/** Id of the `<script type="application/json">` that carries the dehydrated query state. */
export const queryStateElementId = 'gbc-query-state';
/** Id of the `<script type="application/json">` that carries the remotes manifest. */
export const remotesManifestElementId = 'gbc-remotes';
/** Id of the `<script type="application/json">` that carries the merged route table. */
export const routeTableElementId = 'gbc-routes';
