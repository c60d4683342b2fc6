import { resourceItems } from '@gbc/contracts/marketing';
import {
  filterFromParam,
  filterResources,
  paramOfFilter,
  resourceFilters,
} from '../../src/resources/filters.js';

describe('resource filters', () => {
  it('are the five tabs of spec 1, in order, with the URL values it names', () => {
    expect(resourceFilters.map((filter) => filter.label)).toEqual([
      'All',
      'Policy Briefs',
      'Research',
      'Standards',
      'Position',
    ]);
    expect(resourceFilters.map(paramOfFilter)).toEqual([
      null,
      'policy-briefs',
      'research',
      'standards',
      'position',
    ]);
  });

  it('read the filter from ?filter=, falling back to All for none or an unknown value', () => {
    expect(filterFromParam('research').label).toBe('Research');
    expect(filterFromParam('policy-briefs').label).toBe('Policy Briefs');
    expect(filterFromParam(null).id).toBe('all');
    expect(filterFromParam('no-such-filter').id).toBe('all');
  });

  it('show the documents of their type, All every one of the seven, Position none yet', () => {
    const titlesOf = (param: string | null) =>
      filterResources(filterFromParam(param)).map((item) => item.title);
    expect(resourceItems).toHaveLength(7);
    expect(titlesOf(null)).toEqual(resourceItems.map((item) => item.title));
    expect(titlesOf('policy-briefs')).toEqual([
      'Governing Brain-Computer Interfaces',
      'Neural Data and Mental Privacy',
    ]);
    expect(titlesOf('research')).toEqual([
      'Effects of AI on Neurodivergent People',
      'Assistive BCI Outcomes Review',
      'Animal Welfare in Veterinary BCI',
    ]);
    expect(titlesOf('standards')).toEqual([
      'BCI Interoperability Guidelines',
      'Safety Certification for Neural Devices',
    ]);
    expect(titlesOf('position')).toEqual([]);
  });
});
