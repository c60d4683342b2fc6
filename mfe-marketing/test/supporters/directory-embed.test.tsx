import { fireEvent, waitFor, within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { ecosystemCompanies } from '../../src/supporters/content/companies.js';
import { filterCompanies } from '../../src/supporters/directory-filters.js';
import type { DirectoryParcelCustomProps } from '../../src/supporters/embed/directory-parcel.js';
import * as parcel from '../../src/supporters/embed/directory-parcel.js';

const total = ecosystemCompanies.length;
const siteOrigin = 'https://gbc.example.org';

/** A partner's page: some content of its own, and the element it hands to the widget. */
function partnerPage() {
  document.head.innerHTML = '<title>Partner</title><style>p { color: rebeccapurple; }</style>';
  document.body.innerHTML = '<main><h1>Our partners</h1><div id="directory"></div></main>';
  return document.getElementById('directory') as HTMLElement;
}

function widget(host: HTMLElement) {
  const root = [...(host.shadowRoot?.children ?? [])].find((child) => child.tagName === 'DIV');
  if (!(root instanceof HTMLElement)) throw new Error('The widget has no render container');
  return within(root);
}

describe('the directory embed', () => {
  // The widget runs outside React's test scheduler, as on a partner's page: its lifecycles resolve
  // once React has rendered, which an enclosing act() would hold back until they resolve.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('mounts into an open shadow root with its styles there, adding nothing to the partner’s document', async () => {
    const host = partnerPage();
    const headBefore = document.head.innerHTML;
    const props = { name: 'directory-test-1', domElement: host, siteOrigin, options: { type: 'invasive' } };
    await parcel.bootstrap(props);
    await parcel.mount(props);

    expect(host.shadowRoot?.mode).toBe('open');
    expect(host.childNodes).toHaveLength(0);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    const shadowStyles = [...(host.shadowRoot?.querySelectorAll('style') ?? [])]
      .map((s) => s.textContent)
      .join('');
    // The components' rules are in the shadow root. (Under Jest's jsdom styled-components inserts no
    // global styles at all, in a shadow root or in the document; the e2e test checks them in Chromium.)
    const badge = widget(host).getAllByText('Invasive', { exact: true })[0];
    expect(shadowStyles).toContain(`.${[...(badge?.classList ?? [])].at(-1)}{`);

    const view = widget(host);
    const invasive = filterCompanies(ecosystemCompanies, { search: '', type: 'Invasive' }).length;
    expect(view.getByRole('status')).toHaveTextContent(`Showing ${invasive} of ${total} companies`);
    expect(view.getByRole('combobox', { name: 'Type' })).toHaveValue('invasive');
    // Filters apply as they change; there is no form to send to the partner's site.
    expect(view.queryByRole('button', { name: 'Apply filters' })).toBeNull();
    expect(view.getByRole('link', { name: 'Become a Member (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${siteOrigin}/membership`,
    );
    expect(view.getByRole('link', { name: 'Contact Us (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${siteOrigin}/contact`,
    );

    fireEvent.change(view.getByRole('searchbox', { name: 'Search companies' }), {
      target: { value: 'no such company' },
    });
    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(`Showing 0 of ${total} companies`),
    );
    fireEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(view.getByRole('status')).toHaveTextContent(`Showing ${total} of ${total} companies`),
    );
    // Filtering in the widget never touches the partner's address.
    expect(window.location.search).toBe('');

    await parcel.unmount(props);
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.body.innerHTML).toBe('<main><h1>Our partners</h1><div id="directory"></div></main>');
  });

  it('mounts again in the same element after an unmount, and refuses a second mount over a live one', async () => {
    const host = partnerPage();
    const props = { name: 'directory-test-2', domElement: host, siteOrigin };
    await parcel.mount(props);
    await expect(parcel.mount({ ...props, name: 'directory-test-3' })).rejects.toThrow('already mounted');
    await parcel.unmount(props);
    await parcel.mount(props);
    expect(widget(host).getByRole('status')).toHaveTextContent(`Showing ${total} of ${total} companies`);
    await parcel.unmount(props);
  });

  it('runs as a single-spa parcel through mountRootParcel', async () => {
    const host = partnerPage();
    // As a partner's single-spa set-up calls it; single-spa gives the parcel its name.
    const mounted = mountRootParcel<DirectoryParcelCustomProps>(parcel, {
      domElement: host,
      siteOrigin,
      options: { maturity: 'startup' },
    });
    await mounted.mountPromise;
    const startups = filterCompanies(ecosystemCompanies, { search: '', maturity: 'Startup' }).length;
    expect(widget(host).getByRole('status')).toHaveTextContent(`Showing ${startups} of ${total} companies`);
    await mounted.unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('defines window.GBC.mountDirectory once the classic script has run, which mounts and unmounts', async () => {
    await import('../../src/supporters/embed/supporters.js');
    const host = partnerPage();
    expect(typeof window.GBC?.mountDirectory).toBe('function');
    const mounted = await window.GBC?.mountDirectory?.(host, { q: 'graphene', siteOrigin });
    expect(widget(host).getByRole('heading', { level: 3 })).toHaveTextContent('INBRAIN Neuroelectronics');
    await mounted?.unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('gives single-spa partners a parcel loading function, GBC.directoryParcel', async () => {
    await import('../../src/supporters/embed/supporters.js');
    const loadParcel = window.GBC?.directoryParcel;
    if (!loadParcel) throw new Error('The embed script defined no GBC.directoryParcel');
    const host = partnerPage();
    const mounted = mountRootParcel<DirectoryParcelCustomProps>(loadParcel, {
      domElement: host,
      options: { innovation: 'gaming' },
    });
    await mounted.mountPromise;
    const gaming = filterCompanies(ecosystemCompanies, { search: '', innovation: 'Gaming' }).length;
    expect(widget(host).getByRole('status')).toHaveTextContent(`Showing ${gaming} of ${total} companies`);
    // Without a siteOrigin the links lead to where the script came from (here jsdom's own origin).
    expect(widget(host).getByRole('link', { name: 'Contact Us (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${window.location.origin}/contact`,
    );
    await mounted.unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });
});
