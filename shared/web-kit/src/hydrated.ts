// The hook lives with the design system, whose controls wait for it; the web kit keeps offering it.
export { useHydrated } from '@gbc/ui';
