import type { DirectoryParcelProps } from './directory-parcel.js';
import type { DirectoryEmbedOptions } from './embed-options.js';

/*
 * The partner embed's classic script (`/embed/supporters.js`): it defines `window.GBC.mountDirectory`
 * at once and loads the widget itself (React, styles, data) on the first call, from the same origin
 * as this script (rspack's `publicPath: 'auto'` reads it from `document.currentScript`).
 */

export interface MountedDirectory {
  /** Removes the widget and everything it added to the element's shadow root. */
  unmount(): Promise<void>;
}

export interface GbcEmbedApi {
  mountDirectory(element: HTMLElement, options?: DirectoryEmbedOptions): Promise<MountedDirectory>;
  /** single-spa's parcel loading function: `mountRootParcel(GBC.directoryParcel, { domElement, options })`. */
  directoryParcel(): Promise<typeof import('./directory-parcel.js')>;
}

declare global {
  interface Window {
    GBC?: Partial<GbcEmbedApi>;
  }
}

/** The origin this script came from: where the widget's links lead. Read now, while the script runs. */
const scriptOrigin = (() => {
  const script = document.currentScript;
  return script instanceof HTMLScriptElement && script.src
    ? new URL(script.src).origin
    : window.location.origin;
})();

const loadParcel = () => import(/* webpackChunkName: "supporters-directory" */ './directory-parcel.js');
let mountCount = 0;

async function mountDirectory(
  element: HTMLElement,
  options?: DirectoryEmbedOptions,
): Promise<MountedDirectory> {
  if (!(element instanceof HTMLElement))
    throw new TypeError('GBC.mountDirectory needs an element to mount into');
  const parcel = await loadParcel();
  mountCount += 1;
  const props: DirectoryParcelProps = {
    name: `gbc-supporters-directory-${mountCount}`,
    domElement: element,
    options,
    siteOrigin: scriptOrigin,
  };
  await parcel.bootstrap(props);
  await parcel.mount(props);
  return { unmount: () => parcel.unmount(props) };
}

async function directoryParcel() {
  const parcel = await loadParcel();
  // single-spa passes its own props; the links still lead to the site this script came from.
  return {
    ...parcel,
    mount: (props: DirectoryParcelProps) => parcel.mount({ siteOrigin: scriptOrigin, ...props }),
  };
}

window.GBC = Object.assign(window.GBC ?? {}, { mountDirectory, directoryParcel } satisfies GbcEmbedApi);
