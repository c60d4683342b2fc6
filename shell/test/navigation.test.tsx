import { menuDelays, type NavLink, pathTo, scrolledThresholdPx } from '@gbc/site-map';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavItemLink } from '../src/layout/navigation/NavItemLink.js';
import { Navigation } from '../src/layout/navigation/Navigation.js';
import { renderInRouter } from './render-site.js';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function menuTrigger(label: string) {
  return mainNav().getByRole('button', { name: label });
}

function menuPanel(trigger: HTMLElement) {
  return document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
}

function hoverTarget(trigger: HTMLElement) {
  return trigger.parentElement as HTMLElement;
}

describe('desktop menus on hover', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after the open delay and closes after the close delay', () => {
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Products');

    fireEvent.mouseEnter(hoverTarget(trigger));
    act(() => jest.advanceTimersByTime(menuDelays.open - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel(trigger)).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menuPanel(trigger)).toBeVisible();

    fireEvent.mouseLeave(hoverTarget(trigger));
    act(() => jest.advanceTimersByTime(menuDelays.close - 1));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the pointer only passes over', () => {
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Organization');
    fireEvent.mouseEnter(hoverTarget(trigger));
    act(() => jest.advanceTimersByTime(menuDelays.open / 2));
    fireEvent.mouseLeave(hoverTarget(trigger));
    act(() => jest.advanceTimersByTime(menuDelays.open * 2));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the next menu at once within the skip delay, and with the delay again after it', () => {
    renderInRouter(<Navigation />);
    const products = menuTrigger('Products');
    const organization = menuTrigger('Organization');
    const resources = menuTrigger('Resources');

    fireEvent.mouseEnter(hoverTarget(products));
    act(() => jest.advanceTimersByTime(menuDelays.open));
    fireEvent.mouseLeave(hoverTarget(products));
    fireEvent.mouseEnter(hoverTarget(organization));
    expect(organization).toHaveAttribute('aria-expanded', 'true');
    expect(products).toHaveAttribute('aria-expanded', 'false');

    fireEvent.mouseLeave(hoverTarget(organization));
    act(() => jest.advanceTimersByTime(menuDelays.close + menuDelays.skip - 1));
    fireEvent.mouseEnter(hoverTarget(resources));
    expect(resources).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(hoverTarget(resources));
    act(() => jest.advanceTimersByTime(menuDelays.close + menuDelays.skip));
    fireEvent.mouseEnter(hoverTarget(products));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(menuDelays.open));
    expect(products).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('desktop menus by keyboard', () => {
  it('opens with Enter and closes with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Resources');
    trigger.focus();

    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menuPanel(trigger)).getByRole('link', { name: 'Vignettes' })).toBeVisible();

    await user.tab();
    expect(within(menuPanel(trigger)).getByRole('link', { name: 'Resources' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens with Space and with ArrowDown, which moves focus into the menu', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Organization');
    trigger.focus();

    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = within(menuPanel(trigger));
    expect(panel.getByRole('link', { name: 'Board' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(panel.getByRole('link', { name: 'Partners' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(panel.getByRole('link', { name: 'Join' })).toHaveFocus();
  });

  it('closes when focus moves on past the menu', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Products');
    trigger.focus();
    await user.keyboard('{Enter}');
    for (let i = 0; i < 4; i++) await user.tab();
    expect(within(menuPanel(trigger)).getByRole('link', { name: /^RATPAK/ })).toHaveFocus();
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menuTrigger('Organization')).toHaveFocus();
  });

  it('opens NeuroPAK in a new tab and says so', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Products');
    await user.click(trigger);
    const neuropak = within(menuPanel(trigger)).getByRole('link', { name: /NeuroPAK.*opens in a new tab/ });
    expect(neuropak).toHaveAttribute('target', '_blank');
    expect(neuropak).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(neuropak.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('closes the open menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const trigger = menuTrigger('Organization');
    await user.click(trigger);
    await user.click(within(menuPanel(trigger)).getByRole('link', { name: 'Partners' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/partners');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-active', 'true');
  });
});

describe('links', () => {
  it('marks the current page with aria-current', () => {
    renderInRouter(<Navigation />, '/about');
    expect(mainNav().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has the join button to membership labelled with the abbreviation', () => {
    renderInRouter(<Navigation />);
    expect(mainNav().getByRole('link', { name: 'Join GBC' })).toHaveAttribute('href', '/membership');
  });

  it('take in-site paths only from pathTo() (checked by tsc)', () => {
    // @ts-expect-error a hand-written path is neither a SitePath nor an external link
    const handWritten: NavLink = { label: 'Join', href: '/membership' };
    const built: NavLink = { label: 'Join', href: pathTo('/membership') };
    renderInRouter(<NavItemLink link={built} />);
    expect(screen.getByRole('link', { name: handWritten.label })).toHaveAttribute('href', '/membership');
  });
});

describe('mobile menu', () => {
  it('opens from the labelled button and closes on navigation', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(panel.getByRole('list', { name: 'Utilities' })).toBeVisible();

    await user.click(panel.getByRole('link', { name: 'Site Audit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/site-audit');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderInRouter(<Navigation />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('header', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('changes style once scrolled past the threshold', () => {
    renderInRouter(<Navigation />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    Object.defineProperty(window, 'scrollY', { value: scrolledThresholdPx, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');

    Object.defineProperty(window, 'scrollY', { value: scrolledThresholdPx + 1, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});
