import { matchRoute, routes } from '@gbc/site-map';
import { about } from '../../src/home/content/about.js';
import { joinCallToAction, surveyCallToAction } from '../../src/home/content/calls-to-action.js';
import { allProductsLink, featuredTechnologies } from '../../src/home/content/featured-technologies.js';
import { focusAreas } from '../../src/home/content/focus-areas.js';
import { hero, vignettePath } from '../../src/home/content/hero.js';
import { milestones } from '../../src/home/content/milestones.js';
import { summit } from '../../src/home/content/summit.js';
import { workAreas } from '../../src/home/content/work-areas.js';

describe('home content', () => {
  it('links only to routes of the site map', () => {
    const links = [
      hero.join.to,
      hero.partner.to,
      vignettePath('a-vignette'),
      about.link.to,
      ...workAreas.map((area) => area.link),
      summit.preRegister.to,
      summit.learnMore.to,
      ...featuredTechnologies.map((technology) => technology.link.to),
      allProductsLink.to,
      surveyCallToAction.action.to,
      joinCallToAction.action.to,
    ];
    for (const link of links)
      expect([link, matchRoute(link, routes)?.route.path]).toEqual([link, expect.any(String)]);
  });

  it('lists the roadmap of spec 1 §4 in order', () => {
    expect(milestones.map((m) => `${m.quarter} ${m.year} ${m.status}`)).toEqual([
      'Q1 2024 completed',
      'Q2 2024 completed',
      'Q3 2024 in-progress',
      'Q4 2024 in-progress',
      'Q1 2025 upcoming',
      'Q2 2025 upcoming',
      'Q3 2025 upcoming',
    ]);
  });

  it('tags Neural Interfaces FEATURED and Assistive Robotics NEW, and nothing else', () => {
    expect(workAreas.filter((area) => area.tag).map((area) => [area.title, area.tag])).toEqual([
      ['Neural Interfaces', 'FEATURED'],
      ['Assistive Robotics', 'NEW'],
    ]);
  });

  it('has six focus areas with unique ids', () => {
    expect(new Set(focusAreas.map((area) => area.id)).size).toBe(6);
  });
});
