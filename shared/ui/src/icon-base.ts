// `@gbc/ui/icon-base`: lucide's icon factory, shared by the shell so each remote's icons are built with
// the shell's copy instead of bundling the factory, its Icon component and helpers again (build-kit's
// SharedIconFactoryPlugin points the remotes' icon modules here). Its own module, apart from `@gbc/ui`,
// so a remote's fallback copy of it never imports an icon that would point back to it.
export { createLucideIcon } from 'lucide-react';
