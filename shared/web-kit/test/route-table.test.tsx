import { compiledRouteTable, type RouteTable, routeTableElementId } from '@gbc/site-map';
import type { ReactNode } from 'react';

/**
 * A fresh copy of the module each time (the page's table is kept for the page's life), with the
 * testing library loaded beside it so both use the same React.
 */
async function loadRouteTableModule() {
  jest.resetModules();
  // `pure`: the main entry would register its clean-up hook from inside the test.
  const { cleanup, renderHook } = await import('@testing-library/react/pure');
  cleanups.push(cleanup);
  return { renderHook, ...(await import('../src/route-table.js')) };
}

const home = compiledRouteTable().routes.find((route) => route.path === '/');
const deployed: RouteTable = {
  routes: [{ ...(home as NonNullable<typeof home>), title: 'Council as deployed' }],
  redirects: [],
};

function inlineTable(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = routeTableElementId;
  script.textContent = text;
  document.head.append(script);
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.getElementById(routeTableElementId)?.remove();
});

describe('the route table pages read', () => {
  it('is the one the page carries, so a title follows the deployed table rather than the build', async () => {
    inlineTable(JSON.stringify(deployed));
    const { renderHook, useRouteEntry } = await loadRouteTableModule();
    const { result } = renderHook(() => useRouteEntry('/'));
    expect(result.current?.title).toBe('Council as deployed');
  });

  it('is the provided one where a renderer gives one (the server, tests)', async () => {
    inlineTable(JSON.stringify(deployed));
    const { renderHook, RouteTableProvider, useRouteEntry } = await loadRouteTableModule();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RouteTableProvider value={compiledRouteTable()}>{children}</RouteTableProvider>
    );
    const { result } = renderHook(() => useRouteEntry('/'), { wrapper });
    expect(result.current?.title).toBe(home?.title);
  });

  it('is the start-up one when the page carries none or a broken one', async () => {
    inlineTable('{"routes": "not a list"');
    const { renderHook, providePageRouteTable, readInlinedRouteTable, useRouteTable } =
      await loadRouteTableModule();
    expect(readInlinedRouteTable()).toBeNull();
    providePageRouteTable(deployed);
    const { result } = renderHook(() => useRouteTable());
    expect(result.current).toBe(deployed);
  });

  it('is missing loudly when nothing gives one, and an unknown path has no entry', async () => {
    const { renderHook, useRouteEntry, useRouteTable } = await loadRouteTableModule();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useRouteTable())).toThrow(/No route table/);
    inlineTable(JSON.stringify(deployed));
    const { result } = renderHook(() => useRouteEntry('/nowhere'));
    expect(result.current).toBeUndefined();
  });
});
