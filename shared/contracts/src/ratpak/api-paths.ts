import { earlyAccessRoutePattern } from '../early-access/early-access-copy.js';
import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('ratpak');

/** Route patterns as the ratpak service registers them, relative to its prefix. */
export const ratpakRoutePatterns = {
  demoSlots: '/demo-slots',
  demoBookings: '/demo-bookings',
  demoBookingEmail: '/demo-bookings/email',
  laserDelightLeads: '/leads/laser-delight',
  soilWhispererLeads: '/leads/soil-whisperer',
  accessRequests: earlyAccessRoutePattern,
} as const;

/** Absolute API paths of the ratpak service, for browsers, the gateway and tests. */
export const ratpakApi = {
  prefix,
  /** POST: the early-access gate of /ratpak (`ratpakAccessRequestSchema`). */
  accessRequests: api(ratpakRoutePatterns.accessRequests),
  demo: {
    /** GET: the six demo times, each on the next business day it is free. */
    slots: api(ratpakRoutePatterns.demoSlots),
    /** POST: books one slot (Bearer token optional). */
    book: api(ratpakRoutePatterns.demoBookings),
    /** POST: the address a signed-out booking's confirmation goes to. */
    confirmationEmail: api(ratpakRoutePatterns.demoBookingEmail),
  },
  leads: {
    /** POST: the Laser Delight demo request form. */
    laserDelight: api(ratpakRoutePatterns.laserDelightLeads),
    /** POST: the Soil Whisperer free-trial form. */
    soilWhisperer: api(ratpakRoutePatterns.soilWhispererLeads),
  },
} as const;
