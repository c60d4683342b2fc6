import type { RequestHandler } from 'express';
import helmet from 'helmet';

const oneYearSeconds = 31_536_000;
/** The site uses none of these powerful features; denying them limits what injected code could do. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), usb=()';

/**
 * Helmet with a Content-Security-Policy that allows no inline script, plus HSTS on secure requests only
 * (sending it over plain HTTP is ignored by browsers and would only mislead) and a Permissions-Policy.
 * `remoteOrigins` are the origins of remotes served elsewhere: the shell loads their scripts and fetches
 * their manifests.
 */
export function securityHeaders(remoteOrigins: readonly string[]): RequestHandler {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins],
        'script-src-attr': ["'none'"],
        // styled-components injects <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...remoteOrigins],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    if (req.secure)
      res.setHeader('Strict-Transport-Security', `max-age=${oneYearSeconds}; includeSubDomains`);
    res.setHeader('Permissions-Policy', permissionsPolicy);
    applyHelmet(req, res, next);
  };
}
