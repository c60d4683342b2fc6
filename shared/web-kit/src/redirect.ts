import type { SitePath } from '@gbc/site-map';
import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router-dom';

/** Sends the visitor on to another page of the site: only to a path built by `pathTo()`, as links do. */
export function useRedirect(): (to: SitePath, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: SitePath, options?: NavigateOptions) => {
      void navigate(to, options);
    },
    [navigate],
  );
}
