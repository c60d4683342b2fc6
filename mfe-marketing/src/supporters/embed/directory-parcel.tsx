import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { DirectoryWidget } from './DirectoryWidget.js';
import type { DirectoryEmbedOptions } from './embed-options.js';

/**
 * The directory widget's single-spa lifecycles. A partner running single-spa mounts it as a parcel
 * (`mountRootParcel(GBC.directoryParcel, { domElement, options })`); `GBC.mountDirectory` calls the
 * same functions for everyone else. The element given becomes an open shadow host holding the whole
 * widget and its styles.
 */
export interface DirectoryParcelProps {
  /** Set by single-spa for a parcel, by `mountDirectory` otherwise; tells mounts apart. */
  name: string;
  /** The partner's element, made a shadow host. */
  domElement: HTMLElement;
  options?: DirectoryEmbedOptions;
  /** The site the widget links back to; the embed script passes the origin it was loaded from. */
  siteOrigin?: string;
}

/** The props a partner passes to `mountRootParcel`; single-spa adds the `name`. */
export type DirectoryParcelCustomProps = Omit<DirectoryParcelProps, 'name'>;

interface RootProps {
  shadowRoot: ShadowRoot;
  siteOrigin: string;
  options?: DirectoryEmbedOptions;
}

function WidgetRoot({ shadowRoot, siteOrigin, options }: RootProps) {
  return <DirectoryWidget shadowRoot={shadowRoot} siteOrigin={siteOrigin} options={options} />;
}

const reactLifecycles = singleSpaReact<RootProps>({
  React,
  ReactDOMClient,
  rootComponent: WidgetRoot,
  // A failure stays inside the widget instead of unmounting the partner's application.
  errorBoundary: () => <p>The directory could not be shown.</p>,
  // The widget takes its options once, as a page takes its URL; a partner remounts to change them.
  parcelCanUpdate: false,
});

/**
 * What single-spa-react's lifecycles take: single-spa's own props as well, of which it reads only
 * `name`; `mountDirectory`, which runs without single-spa, has no others to give.
 */
type ReactLifecycleProps = Parameters<typeof reactLifecycles.mount>[0];

/** Each mount's render container inside its shadow root, by host element. */
const containers = new WeakMap<HTMLElement, HTMLElement>();

function reactProps(props: DirectoryParcelProps, container: HTMLElement, shadowRoot: ShadowRoot) {
  const rootProps: RootProps & { name: string; domElement: HTMLElement } = {
    ...props,
    domElement: container,
    shadowRoot,
    siteOrigin: props.options?.siteOrigin ?? props.siteOrigin ?? window.location.origin,
  };
  return rootProps as unknown as ReactLifecycleProps;
}

export function bootstrap(props: DirectoryParcelProps): Promise<void> {
  return reactLifecycles.bootstrap(props as unknown as ReactLifecycleProps);
}

export async function mount(props: DirectoryParcelProps): Promise<void> {
  const host = props.domElement;
  if (containers.has(host)) throw new Error('The directory is already mounted in this element');
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const container = host.ownerDocument.createElement('div');
  shadowRoot.append(container);
  containers.set(host, container);
  await reactLifecycles.mount(reactProps(props, container, shadowRoot));
}

export async function unmount(props: DirectoryParcelProps): Promise<void> {
  const host = props.domElement;
  const container = containers.get(host);
  const shadowRoot = host.shadowRoot;
  if (!container || !shadowRoot) return;
  await reactLifecycles.unmount(reactProps(props, container, shadowRoot));
  containers.delete(host);
  // The render container and the style elements the widget added: the shadow root is left empty.
  shadowRoot.replaceChildren();
}
